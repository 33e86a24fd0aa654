import { serviceTitle } from '../catalog';
import { explainers } from '../explainers';
import { quoteThroughForm } from '../booking-copy';
import type { Service } from '../schemas';

export const service = {
  slug: 'compliance-reports',
  title: serviceTitle('compliance-reports'),
  description:
    "An independent licensed builder's report on whether visible work on your NSW property matches " +
    'the approved plans and good building practice.',
  image: '/images/services/compliance-reports.svg',
  imageAlt:
    'Illustration of a builder holding a set of plans beside a rear deck and pergola, comparing the ' + 'two',
  overview:
    'Perhaps a previous owner enclosed the verandah, a deck appeared without any paperwork, or you ' +
    'have just finished a renovation and want to know it was done properly before you sell. A ' +
    'compliance report answers two practical questions: does the work you can see match what was ' +
    'approved, and was it built the way it should have been?\n\n' +
    'We inspect the structures or works you ask about and compare them with the plans, consents and ' +
    'certificates you give us, referring to the relevant Australian Standards and the National ' +
    'Construction Code in general terms. The report sets out where the work appears consistent, where ' +
    'it seems to depart from the plans or good practice, and what we could not see. If there are no ' +
    'approved plans, we say so and assess the work against good building practice alone.\n\n' +
    'It is important to be clear about what this report is not. We are not certifiers. We cannot ' +
    'issue an occupation certificate, a development consent or any other approval, and nothing in our ' +
    'report turns unapproved work into approved work. In NSW only the principal certifier can issue ' +
    'an occupation certificate. Work that was built without approval is regularised with a building ' +
    'information certificate, and only the local council can issue one, under Part 6 of the ' +
    'Environmental Planning and Assessment Act 1979. If your question is whether a structure needed ' +
    'approval, or how to deal with it now, speak with your council.\n\n' +
    'What the report does provide is a dated, written account of the work as it stands, so you, your ' +
    'buyer, your lender or your insurer can make decisions from the same set of facts.',
  benefits: [
    'Find out whether the visible work lines up with the approved plans before a buyer, lender or ' +
      'insurer raises the question.',
    'Make sense of alterations carried out by a previous owner, where there is often no paperwork ' +
      'and nobody left to ask.',
    "Deal with problems before you list, rather than having them surface in a buyer's pre-purchase " +
      'report in the middle of negotiations.',
    'Get a second opinion on a recent renovation from a licensed builder who had no part in the work.',
    'Keep an independent record of the condition of the work, useful for your files or when a ' +
      'lender or insurer asks for one.',
    'Go to council or a certifier with specific, documented questions instead of a general worry.',
  ],
  process: [
    {
      step: 1,
      title: 'Tell us what the report is for',
      description:
        `${quoteThroughForm} Tell us the work you want assessed, who will rely on the report (you, a ` +
        'buyer, a lender or an insurer) and any date you are working to. The clearer the brief, the ' +
        'more useful the report.',
    },
    {
      step: 2,
      title: 'Send us your documents',
      description:
        'Gather whatever you hold: approved plans, the development consent or complying development ' +
        'certificate, engineering details and any certificates from trades. Send them before the ' +
        'inspection so the builder can compare the work against them on site.',
    },
    {
      step: 3,
      title: 'Quote and booking',
      description:
        'We review the property and the scope of the work and quote for it. If the work is in a ' +
        'tenanted property, arrange access with the occupants in advance.',
    },
    {
      step: 4,
      title: 'The inspection',
      description:
        'A licensed builder examines the nominated work visually and without damaging anything, ' +
        'checking layout, visible dimensions and construction details against the plans where ' +
        'practical, and noting defects and safety concerns.',
    },
    {
      step: 5,
      title: 'Your report and next steps',
      description:
        'You receive a written report, item by item, with plain recommendations, such ' +
        'as raising a question with council or a certifier, engaging a structural engineer, or ' +
        'arranging an invasive investigation.',
    },
  ],
  included: [
    'An inspection by a licensed builder of the specific structures or works named in your brief.',
    'A comparison of the visible layout, dimensions and construction details with the approved ' +
      'plans you supply, where practical.',
    'Comments on workmanship against good building practice, with general references to the ' +
      'relevant Australian Standards and the National Construction Code.',
    'A clear list of items that appear to depart from the plans or from good practice, along with ' +
      'visible defects and safety hazards.',
    'A note of any material in an older home that may contain asbestos, with advice that only ' +
      `laboratory testing can confirm it (${explainers.asbestos.link('what that involves')}).`,
    'A record of elements that could not be seen, such as concealed framing, waterproofing under ' +
      'tiles or footings, and the further investigation that may be needed.',
    'Practical next steps, including when to seek advice from council, a registered certifier or a ' +
      'structural engineer.',
    'A written report you can share with a buyer, your lender or your insurer.',
  ],
  pricing: {
    text: 'Contact for Quote',
    detail:
      'Every compliance brief is different, so the extent of the work to be assessed also shapes the price.',
  },
  whyChoose: [
    {
      title: 'Licensed builders on site',
      description:
        'Your report is prepared by a licensed builder who knows how decks, extensions, wet areas and ' +
        'structural alterations should be put together, not by someone reviewing photos from a desk.',
    },
    {
      title: 'Independent of the work',
      description:
        'We did not design, build or approve the work, so our only job is to report what we see, ' +
        'whether the news is good or bad.',
    },
    {
      title: 'Your documents, read on site',
      description:
        'We compare the work with the plans and certificates you give us, and say plainly where there ' +
        'were none to compare against.',
    },
    {
      title: 'Straight about the limits',
      description:
        'We explain plainly what a builder can and cannot confirm, and we point you to council or a ' +
        'certifier for anything that needs a formal approval.',
    },
  ],
  faq: [
    {
      question: 'Can your report approve my deck or make unapproved work legal?',
      answer:
        'No. We are not certifiers and we cannot grant approvals or issue occupation certificates. ' +
        'Our report describes the work and how it compares with the plans and good practice.\n\n' +
        'Unapproved work is dealt with through a building information certificate, which only your ' +
        'local council can issue. Ask the council whether the structure needed approval and what it ' +
        'will want to see with an application. Our report can help you explain the work to them, but ' +
        'it is not a substitute for the certificate.',
    },
    {
      question: 'Will my lender or insurer accept your report?',
      answer:
        'That is their decision, and requirements vary. Before you book, ask them exactly what they ' +
        'need and tell us, so the report addresses their questions directly. If they ask for a ' +
        "certificate that only a certifier or council can issue, a builder's report will not replace " +
        'it.',
    },
    {
      question: "What if I can't find the approved plans?",
      answer:
        'Your council may hold records of past approvals for the property, and your conveyancer or ' +
        'the previous owner may have copies. Without plans we can still inspect the work and assess ' +
        'it against good building practice, and the report will note that no approved documents were ' +
        'available for comparison.',
    },
    {
      question: 'How is this different from a pre-purchase inspection?',
      answer:
        'A pre-purchase inspection follows AS 4349.1 and reports on the overall condition of a ' +
        'property for a buyer. A compliance report concentrates on particular work and how it ' +
        'compares with the plans and accepted practice. Buyers of a home with obvious additions ' +
        'sometimes benefit from both.',
    },
    {
      question: 'My builder finished recently and the work looks wrong. Can you help?',
      answer:
        'Yes. We can document the visible defects and explain why they matter, which is useful ' +
        'because the law puts a time limit on acting: a claim under the statutory warranties has to be ' +
        `started within a set time of the work's completion (${explainers.warranties.link('how long, and where')}).\n\n` +
        'Tell the builder in writing as soon as you notice a problem, keep a copy, and get legal advice ' +
        'early.',
    },
  ],
  bookingProduct: null,
} satisfies Service;
