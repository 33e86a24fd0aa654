import { business, type Claim } from '../business.js';
import type { BookingProcessPage } from './schemas';
import { buildingHours, buildingPestHours } from '../time-on-site.js';

type Step = Omit<BookingProcessPage['steps'][number], 'step'>;

/** The written pre-inspection agreement, a step of its own once the business confirms every client gets one. */
const writtenAgreementStep: Step = {
  id: 'written-agreement',
  title: 'You receive a written agreement',
  body:
    'Before anyone visits, we send you a pre-inspection agreement to read and accept. It sets out in ' +
    'writing which inspection you are getting, which buildings and areas it covers, what sits outside ' +
    'its scope and any known limits on access.\n\n' +
    'AS 4349.1, the standard our building reports meet, expects the scope of an inspection to be agreed ' +
    'in writing before it takes place. Reading it first means there are no surprises later about what ' +
    'the report does and does not cover. If you would like an add-on included, or have a particular ' +
    'concern you want looked at, say so before you accept.',
};

/**
 * The access step, before the time is agreed (this page) or once it is (the booked, moved and reminder mails,
 * issue 55: the time is no longer to be confirmed with whoever holds the keys, only passed on to them).
 */
export function accessBody(when: 'before' | 'booked'): string {
  return (
    'Our builder needs to get into the property and, where it is safe, into the roof space and the ' +
    'subfloor. Who lets us in depends on your situation:\n\n' +
    '- If you are buying, the selling agent usually arranges access.\n' +
    '- If you own the home, you or someone you nominate meets us there.\n' +
    '- If the property is rented, the owner or managing agent arranges a time with the tenant, which ' +
    'can take some notice.\n\n' +
    (when === 'before'
      ? 'Give us the name and phone number of whoever holds the keys and we will confirm the time with them. '
      : 'If we do not have the name and phone number of whoever holds the keys yet, reply with them, and we ' +
        'will let them know the booked time. ') +
    'Our inspections are visual: we do not move furniture or stored goods, so clear paths to the ceiling ' +
    'hatch and the subfloor entry let us see more.'
  );
}

/**
 * What happens after an enquiry, from the first call to the report and any questions about it, worded for
 * the business's decision on a written pre-inspection agreement (business.ts, decisions.writtenAgreement):
 * until it is confirmed, the page promises none and the confirmation call covers the scope.
 */
export function bookingProcessPageFor(writtenAgreement: Claim): BookingProcessPage {
  const confirmed = writtenAgreement === 'confirmed';
  const steps: Step[] = [
    {
      id: 'confirmation-call',
      title: 'We call you to confirm',
      body:
        'We ring you on the mobile number you gave us to go over the property, the inspection you chose and ' +
        'the date you need the report by. If you are working to an auction day, exchange or another ' +
        'deadline, tell us on this call: same-day and next-day inspections are offered, subject to access ' +
        'and availability.\n\n' +
        "This is also when we settle the price. The prices on the site are starting points; the property's " +
        'size, location and complexity decide the final figure, so we confirm it with you once we have ' +
        'reviewed the details.' +
        (confirmed
          ? ''
          : '\n\nUse the call to be clear about what you are getting: ask which buildings and areas the ' +
            'inspection covers and what sits outside it, tell us about anything you want looked at closely, ' +
            'such as a crack or a damp smell you noticed, and say if you would like an add-on included.'),
    },
    ...(confirmed ? [writtenAgreementStep] : []),
    {
      id: 'deposit',
      title: 'A deposit secures the booking',
      body:
        `Once ${confirmed ? 'the agreement is accepted' : 'the price is agreed'}, a deposit secures your ` +
        'inspection time. We tell you the amount and how to pay it when we confirm the price, and we explain ' +
        'then when the balance is due.',
    },
    {
      id: 'access',
      title: 'We arrange access',
      body: accessBody('before'),
    },
    {
      id: 'inspection',
      title: 'The inspection',
      body:
        `A licensed builder inspects the property, and for a building and pest inspection the timber pest ` +
        'part is carried out by an inspector with timber pest competency. ' +
        `Allow ${buildingHours} on site for a building inspection ` +
        `and ${buildingPestHours} for a combined building and pest inspection. Other inspections vary with the property ` +
        'and the scope, and we give you an idea of the time when we confirm the booking. If you would like ' +
        'to be there for part of it, ask us when we arrange the time.',
    },
    {
      id: 'report',
      title: 'Your report, usually within 24 hours',
      body:
        'Your written report usually arrives within 24 hours of the inspection. Building reports meet AS 4349.1, ' +
        'and the report names any area we could not reach, so you know where the gaps in the picture are.\n\n' +
        'Dilapidation reports, strata inspections and re-inspections are set out in a comprehensive report; ' +
        'we tell you when to expect it when we confirm the booking.',
    },
    {
      id: 'questions',
      title: 'Questions about the report',
      body:
        'Read the summary first, then the detail. If anything in the report is unclear, call us and we will ' +
        'explain what a finding means, which items matter most, and what you may want to raise with your ' +
        'conveyancer, the agent or your builder.',
    },
  ];
  return {
    metaTitle: 'What Happens After You Book',
    description:
      'From your enquiry to the report: the confirmation call, ' +
      (confirmed ? 'the written agreement, ' : '') +
      'the deposit, access, the inspection, and who to call with questions.',
    title: 'What happens after you book',
    intro:
      'Sending the booking form starts a conversation; it does not commit you to anything. Here is each ' +
      'step between your enquiry and your report, so you know what to expect and what we will ask of you ' +
      'along the way.',
    steps: steps.map((step, i) => ({ step: i + 1, ...step })),
    cta: {
      title: 'Ready to book?',
      text:
        'Send the booking form with the property and the inspection you need, or call us to talk it over ' +
        'first.',
    },
  };
}

/** The page as the business has decided it (business.ts). */
export const bookingProcessPage = bookingProcessPageFor(business.decisions.writtenAgreement);
