import { productBookHeading, productPagePrice, productTitle } from '../catalog';
import { guidePriceNote } from '../pricing-note';
import type { Product } from '../schemas';

export const product = {
  slug: 're-inspections-follow-ups',
  title: productTitle('re-inspections-follow-ups'),
  description:
    'A targeted return visit that checks the visible repairs against the defects listed in an earlier ' +
    'inspection report, with a comprehensive report on each item.',
  image: '/images/products/re-inspections-follow-ups.svg',
  imageAlt: 'Illustration of a builder holding a checklist and photographing a repaired bathroom wall',
  whatIsIt: `A re-inspection is a return visit built around a list you already have. An earlier inspection report identified defects, the seller, builder or a tradesperson says they have been fixed, and you want an independent check before you rely on that.

One of our licensed builders works through the items from the earlier report one at a time, looks at the repair and records how it stands today. Each item is marked as done, partly done or outstanding, as far as can be seen on the day, with a short note explaining the reason and, where it helps, a photograph.

The visit is deliberately narrow. It is not a fresh inspection of the whole property, and it cannot confirm what lies behind a newly finished wall or under new tiles. Where a repair hides the original problem, we say so and suggest what to ask for from the person who did the work.

At the end you receive a comprehensive report that pairs each original item with its current status, notes and any photographs, ready to pass to your conveyancer, the selling agent or your builder.`,
  whyBeneficial: [
    'You see how the repairs you were promised, or have paid for, look on the day while you can still ' +
      'raise them, before settlement or the final payment.',
    'A clear status and note for each item, with photos where they help, makes it simple to show a ' +
      'builder, agent or conveyancer exactly what remains outstanding, without a long exchange of messages.',
    'Because the visit is focused on a known list, your time and money go on the checks you actually ' +
      'need rather than on repeating a complete inspection.',
    'An independent licensed builder has no stake in the repair, so you get a neutral assessment ' +
      'instead of relying on the word of whoever did the work.',
    'A dated record of each repair can be useful later if a problem returns, for example when raising ' +
      'it with the builder while you can still hold them to the work.',
  ],
  whenBeneficial: [
    'The seller agreed to fix defects from your pre-purchase report as part of the sale, and you want ' +
      'the visible repairs checked before settlement.',
    'Your contract allows a pre-settlement inspection, and you would like a licensed builder to check ' +
      'the repaired items at the same visit.',
    'Your builder says rectification work is finished after a defect inspection or a dispute.',
    'A progress or final payment under a building contract is due, and you want listed defects checked ' +
      'before you pay.',
    'A tradesperson or the owners corporation has arranged repairs, and you want them checked against the ' +
      'original report.',
  ],
  process: [
    {
      step: 1,
      title: 'Send us the earlier report',
      description:
        'Share a copy of the original report and mark the items you want checked, along with any ' +
        'invoices or notes from the people who did the repairs. This lets us plan a focused visit.',
    },
    {
      step: 2,
      title: 'Time the visit',
      description:
        'Book for when the repairs should be complete, leaving room to act on what we find. For a ' +
        'purchase, check with your conveyancer when your contract lets you inspect before settlement; ' +
        'for building work, aim for before the final payment.',
    },
    {
      step: 3,
      title: 'Check each listed item',
      description:
        'A licensed builder revisits every item on the list, assesses the repair visually and ' +
        'records how it stands on the day, taking photographs where useful.',
    },
    {
      step: 4,
      title: 'Receive an item-by-item report',
      description:
        'You receive a comprehensive report listing each item from the original report with its status, ' +
        'a short explanation and any photo taken, so you know what to raise next and with whom. We tell you when it will reach you when we confirm the booking.',
    },
  ],
  included: [
    'A review of the earlier report and the items you want checked',
    'A visit to each listed item at the property',
    'Visual assessment of the repair or rectification work',
    'A status for every item: done, partly done or outstanding, as far as can be seen',
    'Photographs of repaired items on the day, where they show the result clearly',
    'Notes where new work covers the original problem and cannot be fully assessed',
    'Suggestions for evidence to request from the seller or builder, where relevant',
    'A comprehensive report set out against the original list',
  ],
  pricing: {
    text: productPagePrice('re-inspections-follow-ups'),
    detail: guidePriceNote,
  },
  faq: [
    {
      question: 'What do you need from me before the re-inspection?',
      answer:
        'A copy of the earlier report with the items you want checked highlighted, plus any invoices, ' +
        'photos or notes from whoever carried out the repairs. If another company prepared the original ' +
        'report, send it when you enquire so we can confirm the list is clear enough to check against.',
    },
    {
      question: 'Is a re-inspection the same as a pre-settlement inspection?',
      answer:
        'Not quite. A pre-settlement inspection is your chance, where the contract allows it, to look ' +
        'over the property shortly before settlement and make sure it is in the agreed condition. A ' +
        're-inspection is a licensed builder checking specific defects from an earlier report. Timing ' +
        'the two together can make sense, and your conveyancer can confirm when your contract lets you ' +
        'go in.',
    },
    {
      question: 'What if a repair is hidden behind new paint or tiles?',
      answer:
        'A re-inspection is visual, so we can only report on what can be seen. If new work covers the ' +
        'spot where a defect was, we note that the repair cannot be confirmed and may suggest asking the ' +
        'trade who did it for invoices, photos taken during the work or product guarantees. If you suspect ' +
        "a problem has been covered up, an invasive inspection with the owner's written permission can " +
        'look further.',
    },
    {
      question: 'What if you notice new problems during the visit?',
      answer:
        'The visit is limited to the items on the list, so it is not a substitute for a full building ' +
        'inspection. If we notice an obvious new issue in an area we are checking, we mention it in the ' +
        'report so you can decide what to do. If you are worried about the wider property, ask us about ' +
        'a full inspection instead.',
    },
  ],
  bookHeading: productBookHeading('re-inspections-follow-ups'),
} satisfies Product;
