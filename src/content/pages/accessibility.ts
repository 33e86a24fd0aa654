import { noticeSeconds } from '../../lib/notice-durations';
import type { InfoPage } from './schemas';

/**
 * The accessibility statement. Each claim about testing matches a test in e2e/ (accessibility.spec.ts,
 * seo-and-hosting.spec.ts, info-pages.spec.ts): change the statement when the tests change. The page adds
 * the phone and email for reports at the end.
 */
export const accessibilityPage = {
  metaTitle: 'Accessibility Statement',
  description:
    'Our accessibility target (WCAG 2.2 AA), how we test the site, the limits we know of, and how to tell ' +
    'us about a problem.',
  title: 'Accessibility statement',
  intro:
    'Everyone should be able to find the right inspection, read about it and book it, whatever device or ' +
    'assistive technology they use. This statement sets out what we aim for, how we check it, where we ' +
    'know the site falls short and how to tell us about a problem.',
  sections: [
    {
      id: 'our-target',
      heading: 'Our target: WCAG 2.2 level AA',
      body:
        'We aim to meet level AA of the Web Content Accessibility Guidelines (WCAG) 2.2, published by the ' +
        'World Wide Web Consortium (W3C). The guidelines cover things such as colour contrast, using a site ' +
        'with a keyboard alone, text alternatives for images, and clear labels and error messages on forms.',
    },
    {
      id: 'what-we-built-in',
      heading: 'What we have built in',
      body:
        '- A "Skip to content" link at the top of every page, and headings and landmarks that give each ' +
        'page a clear structure.\n' +
        '- Everything works with a keyboard, with a visible focus outline on every link, button and field.\n' +
        '- Text colours are chosen to keep at least the contrast WCAG asks for against their backgrounds.\n' +
        '- Every page is delivered as complete HTML, so it can be read before, or without, JavaScript.\n' +
        '- Each form field has a label, and an error is linked to its field and announced when you submit.\n' +
        '- Animations are switched off when your device asks for reduced motion.',
    },
    {
      id: 'how-we-test',
      heading: 'How we test',
      body:
        '- Automated checks with axe, an accessibility testing engine, on every page of the site at phone ' +
        'and desktop widths, against the WCAG A and AA rules, each time the test suite runs.\n' +
        '- The HTML of every page is checked by a validator.\n' +
        '- A keyboard walk-through: a test tabs through the home page from the skip link to the booking ' +
        "form's submit button, checking the order and that focus is always visible. On phones, the menu is " +
        'checked to keep focus inside while it is open and to hand it back when it closes.\n' +
        '- Screen reader checks: tests read the accessibility tree, the structure a screen reader works ' +
        'from, to confirm that form errors are announced and that each field is described by its error.\n' +
        '- The inspection comparison is tested with JavaScript turned off.\n\n' +
        'Tests cannot catch every barrier. If something does not work with your screen reader or other ' +
        'assistive technology, please tell us: reports from people who use them are the most useful check ' +
        'we have.',
    },
    {
      id: 'known-limits',
      heading: 'Known limits',
      body:
        '- The pictures on inspection, service and article pages are drawings (SVG illustrations). Each has ' +
        'a short text alternative, but those describe the drawing only briefly. The pictures carry no ' +
        'information that is not also in the text.\n' +
        '- The booking form needs JavaScript to send. Without it, the form shows our phone number and ' +
        'email address instead, and we will take your booking that way.\n' +
        '- After you send the form, a short notice from a third-party component appears at the top of the ' +
        `screen. It closes itself after ${noticeSeconds('success')} seconds when we have your enquiry, and ` +
        `after ${noticeSeconds('failure')} seconds when it could not be sent. The same result is also shown ` +
        'in the form and stays there, so you do not need to read the notice in time. Other short notices, ' +
        `such as the one that confirms a copied link, close after ${noticeSeconds('general')} seconds, and ` +
        'every notice has a button to close it sooner.\n' +
        '- Links to other websites, such as government sites, lead to pages we do not control.\n' +
        '- Inspection reports are documents we prepare after the visit, not part of this website. If you ' +
        'need a report in a different format, ask us when you book and we will do what we can.\n' +
        '- We have not tested every combination of screen reader, browser and device.',
    },
    {
      id: 'report-a-problem',
      heading: 'Tell us about a problem',
      body:
        'If you meet a barrier on this site, tell us which page it was on, what you were trying to do, and ' +
        'the device, browser and any assistive technology you use. Call or email us using the details ' +
        'below. If the problem stops you booking, we will take your booking by phone or email instead.',
    },
    {
      id: 'what-happens-next',
      heading: 'What happens next',
      body:
        'We will confirm that we have your report, tell you whether and how we can fix the problem, and let ' +
        'you know when it is done. While a fix is under way, we will offer you another way to get the same ' +
        'information or service.\n\n' +
        'If you are not satisfied with our response, you may be able to make a complaint to the Australian ' +
        'Human Rights Commission.',
    },
  ],
  contact: {
    heading: 'Report an accessibility problem',
    text: 'Email or call us, whichever suits you best:',
  },
  updated: '2026-11-24',
} satisfies InfoPage;
