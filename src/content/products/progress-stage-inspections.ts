import { productBookHeading, productPagePrice, productTitle, reportWithin } from '../catalog';
import { explainers } from '../explainers';
import { warranty } from '../facts/warranty';
import type { Product } from '../schemas';

export const product = {
  slug: 'progress-stage-inspections',
  title: productTitle('progress-stage-inspections'),
  description:
    'Independent checks of your new home at each construction stage, so you can raise defects ' +
    'before you pay the next progress claim.',
  image: '/images/products/progress-stage-inspections.svg',
  imageAlt: 'Illustration of a builder checking the timber wall frame of a house under construction',
  whatIsIt:
    `Progress inspections are independent checks of a new home while it is being built. You ` +
    `engage us, not the builder, and one of our licensed builders visits at the stages you choose ` +
    `to look at the quality of the work before it is covered up and before you pay for it.\n\n` +
    `You can book any or all of five stages:\n\n` +
    `- Base or slab: footings, formwork, reinforcement, under-slab preparation and the termite ` +
    `management system (AS 3660.1), with the durable notice that records it, before the pour\n` +
    `- Frame: wall and roof framing, bracing, tie-downs and lintels, once the frame is up\n` +
    `- Lock-up or enclosed: roof covering, cladding, windows, external doors and flashings\n` +
    `- Pre-plaster or pre-lining: framing, services and insulation, before the linings close them in\n` +
    `- Fixing: the internal fit-off once the linings are up, such as architraves, skirtings, doors and cabinets\n\n` +
    `Wet-area waterproofing deserves a look of its own: on request, we add a waterproofing visit after ` +
    `the membranes go on and before tiling covers them.\n\n` +
    `Practical completion, when the builder says the home is finished, is not one of these stages. It has ` +
    `an inspection of its own, the ${productTitle('handover-practical-completion-inspection')}, which ` +
    `gives you a defects list for the builder before you accept the keys and make the final payment.\n\n` +
    `At each visit we compare the work we can see with the plans and specifications you give us ` +
    `and with accepted building practice, then list anything that needs the builder's attention.\n\n` +
    `These inspections don't replace the inspections your principal certifier carries out as part ` +
    `of the approval process, and we don't issue certificates. They sit alongside them, giving you your own ` +
    `record of how the job was built.`,
  whyBeneficial: [
    `A problem found before the slab is poured or the frame is lined is usually far simpler to ` +
      `correct than one discovered after the plasterboard, tiles and cabinetry are in.`,
    `You can ask the builder to fix defects before you pay the progress claim for that stage, ` +
      `while you still have a clear record of what was found.`,
    `Each report is written by a licensed builder for you, the owner who commissions it, not for your ` +
      `builder or certifier.`,
    `The reports build into a dated history of the construction, useful if a dispute arises or a ` +
      `defect shows up after you move in.`,
    `Owner-builders get an experienced builder's view of their trades' work before signing off on ` +
      `each stage and paying invoices.`,
  ],
  whenBeneficial: [
    `When you are building a new home or a knockdown-rebuild under a contract with a builder and ` +
      `want independent eyes on the job.`,
    `When you are an owner-builder coordinating your own trades and want a check at the stages ` +
      `where mistakes are hardest to undo.`,
    `When you live too far from the site, or work hours that make regular site visits hard.`,
    `When your builder issues a progress claim and you want a licensed builder's visual check of the ` +
      `work that can be seen at that stage before you pay.`,
    `When something on site doesn't look right to you and you want an experienced opinion before ` +
      `raising it with the builder.`,
  ],
  process: [
    {
      step: 1,
      title: 'Choose your stages',
      description:
        `Tell us about the build, send the plans and specifications, and pick the stages you want ` +
        `inspected, and we quote for them.`,
    },
    {
      step: 2,
      title: 'Tell us when a stage is near',
      description:
        `Ask your builder for notice of upcoming stages and pass it on straight away. Same-day and ` +
        `next-day inspections, subject to access and availability, help when a slab pour or lining date is confirmed at short notice.`,
    },
    {
      step: 3,
      title: 'Stage inspection on site',
      description:
        `A licensed builder inspects the work completed at that stage, with site access arranged ` +
        `through your builder, and notes any defects, incomplete items or departures from the plans.`,
    },
    {
      step: 4,
      title: 'Stage report',
      description:
        `Usually ${reportWithin('progress-stage-inspections')} of each visit you receive a report with a defects list to send to your ` +
        `builder, so items can be put right before the next stage covers them.`,
    },
  ],
  included: [
    'Inspections at any of the five stages, from slab to fixing',
    'Visits by a licensed builder engaged by you, not by your builder',
    'Checks against the plans and specifications you provide',
    'Slab stage: set-out, formwork, reinforcement, under-slab preparation and the termite management system (AS 3660.1) and its durable notice, before the pour',
    'Frame stage: framing, bracing, tie-downs and lintels',
    'Lock-up stage: roof, cladding, windows, doors and flashings',
    'Pre-plaster stage: framing, services and insulation before linings go on',
    'Fixing stage: architraves, skirtings, internal doors and cabinets, after the linings',
    'On request, a waterproofing visit to the wet areas before tiling',
    'A written report after each stage visit',
    'A defects list you can hand straight to your builder',
  ],
  pricing: {
    text: productPagePrice('progress-stage-inspections'),
    detail: 'The quote depends on how many stages you book, and we prepare it once we have seen your plans.',
  },
  faq: [
    {
      question: 'My certifier already inspects the build, so why do I need you?',
      answer:
        `Your principal certifier's own inspections still go ahead, and we don't replace ` +
        `them. Our inspections are separate: you commission them, the report is written for you, ` +
        `and it looks at workmanship and defects at the stages you choose, so you have your own ` +
        `evidence when talking to the builder.`,
    },
    {
      question: "Which stages matter most if I can't book all five?",
      answer:
        `The stages that are about to be hidden are the hardest to check later. Slab, frame and ` +
        `pre-plaster inspections look at work that disappears under concrete or linings, and a fixing ` +
        `inspection checks the internal fit-off before you pay for it. Your last look before the final ` +
        `payment is the handover inspection, booked on its own. Tell us your budget and we will suggest ` +
        `a sensible mix.`,
    },
    {
      question: "What if the builder won't fix the defects you find?",
      answer:
        `Raise each item in writing with a copy of our report, and check your contract for how ` +
        `disputes and progress payments are handled; get legal advice before holding back a ` +
        `payment. If you can't settle it directly, ${warranty.regulator}, the state's standalone ` +
        `building regulator since 1 December 2023, offers dispute resolution, and a dispute that ` +
        `stays unresolved can go further, within strict time limits ` +
        `(${explainers.warranties.link('where, and by when')}).`,
    },
    {
      question: 'What protects me if a defect appears after the build?',
      answer:
        `Residential building work in NSW comes with statutory warranties, which run ` +
        `${warranty.fromCompletion}: ${explainers.warranties.link('how long they last and what to do before they run out')}. ` +
        `Stage reports help because they show when and where a problem was first recorded, and they ` +
        `give you something dated to put to the builder in writing as soon as a defect appears.`,
    },
  ],
  bookHeading: productBookHeading('progress-stage-inspections'),
} satisfies Product;
