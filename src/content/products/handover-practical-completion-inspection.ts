import { productBookHeading, productPagePrice, productTitle, reportWithin } from '../catalog';
import { warranty } from '../facts/warranty';
import { explainers } from '../explainers';
import { guidePriceNote } from '../pricing-note';
import type { Product } from '../schemas';

export const product = {
  slug: 'handover-practical-completion-inspection',
  title: productTitle('handover-practical-completion-inspection'),
  description:
    'A licensed builder checks your new home before handover or settlement and gives you a defects ' +
    'list for the builder or developer.',
  image: '/images/products/handover-practical-completion-inspection.svg',
  imageAlt: 'Illustration of a builder marking defects on a checklist inside a newly finished kitchen',
  whatIsIt:
    `A handover inspection is an independent check of a newly built home before you accept it. If ` +
    `you are having it built, that is when your builder says the work has reached practical ` +
    `completion, before you take the keys and make the final payment. If you bought it off the ` +
    `plan, it is when the developer says the home is ready, before you settle. One of our licensed ` +
    `builders goes through the home and the site looking for defects, damage and unfinished work, ` +
    `and turns the findings into a clear list for your builder or the developer.\n\n` +
    `We look at the finish and function of the things you will live with every day: walls, ` +
    `ceilings and paintwork, tiling and grout, wet areas, joinery and cabinetry, doors and windows, ` +
    `the roof and gutters, external cladding, paths and driveways, and how water drains away from ` +
    `the house. The inspection is visual. We open and close doors, windows and drawers and run ` +
    `taps where we can, but we don't test electrical wiring or certify plumbing, which is work for ` +
    `licensed electricians and plumbers. The usual yardstick for workmanship at handover is NSW Fair ` +
    `Trading's Guide to Standards and Tolerances, read alongside your contract and plans.\n\n` +
    `Under a building contract, the report gives you a defects list to ` +
    `send to the builder while the final payment is still outstanding, so repairs can be agreed ` +
    `before you settle up. Off the plan, your conveyancer can tell you what access your contract ` +
    `gives you before settlement and how defects are raised with the developer. Either way, it is ` +
    `the time to ask whether the occupation certificate has been issued, because no one may move ` +
    `in without it.`,
  whyBeneficial: [
    `A builder's eye picks up defects that are easy to miss on an excited first walk-through, ` +
      `such as a chipped benchtop, a sticking door or uneven grout lines.`,
    `A written defects list removes any argument about what was raised and when, because the ` +
      `report is dated and specific.`,
    `Items found now can be fixed before you pay the final instalment and before furniture, ` +
      `rugs and belongings make access harder.`,
    `The report marks the starting condition of your home, which is useful evidence if you later ` +
      `need to make a claim against the builder.`,
    `Faults that affect how the home sheds water, such as poor falls in a shower, missing ` +
      `flashings or ground sloping towards the walls, are raised before they can spoil new finishes.`,
  ],
  whenBeneficial: [
    `When your builder gives notice of practical completion and asks for a handover date.`,
    `When you bought a new apartment, townhouse or house off the plan and the developer says it is ` +
      `ready, before you settle.`,
    `Before you make the final payment under your building contract.`,
    `After a knockdown-rebuild, a new granny flat or a large extension built under contract.`,
    `When this is the first home you have had built and you aren't sure what standard of finish to ` +
      `expect.`,
    `When you plan to rent the home out and want defects fixed before tenants move in.`,
    `When you had no stage inspections during the build and want at least one independent check ` +
      `before accepting the work.`,
  ],
  process: [
    {
      step: 1,
      title: 'Book before the handover date',
      description:
        `As soon as the builder names a practical completion or handover date, book through the ` +
        `form or call us. Same-day and next-day inspections, subject to access and availability, help ` +
        `if notice is short.`,
    },
    {
      step: 2,
      title: 'Arrange site access',
      description:
        `Ask the builder for access to the finished home, with power and water connected so ` +
        `lights and taps can be tried. Check your contract for any notice periods.`,
    },
    {
      step: 3,
      title: 'The inspection',
      description:
        `A licensed builder works room by room and then around the exterior and grounds, ` +
        `recording defects, damage and incomplete items as they are found.`,
    },
    {
      step: 4,
      title: 'Defects list and report',
      description:
        `Usually ${reportWithin('handover-practical-completion-inspection')} you receive the report with a defects list to send to the builder. Agree ` +
        `a date for the work to be done, and book a re-inspection if you want the repairs checked.`,
    },
  ],
  included: [
    'Inspection by a licensed builder engaged by you, not by your builder',
    'Internal walls, ceilings, paintwork and cornices',
    'Floors, tiling, grout and sealants',
    'Kitchen, bathrooms, laundry and other wet areas',
    'Doors, windows, locks and joinery, checked for fit and operation',
    'Roof covering, gutters and downpipes, where safely visible',
    'External cladding, eaves, paths, driveway and site drainage',
    'Incomplete work and damage left by trades',
    'A written report with a defects list ready to send to your builder',
  ],
  pricing: {
    text: productPagePrice('handover-practical-completion-inspection'),
    detail: guidePriceNote,
  },
  faq: [
    {
      question: 'Can I move in as soon as the builder hands over the keys?',
      answer:
        `Only once an occupation certificate has been issued. In NSW it can be issued only by the ` +
        `principal certifier, and occupying a new building without one is an offence. Ask your ` +
        `builder or certifier for a copy before you move in.`,
    },
    {
      question: 'Should I make the final payment if defects are still open?',
      answer:
        `That depends on your contract and on how serious the items are, so read its terms on ` +
        `practical completion and get legal advice before holding anything back. What helps in ` +
        `every case is having the defects in writing, dated and sent to the builder before you pay.`,
    },
    {
      question: 'What if more defects appear after I move in?',
      answer:
        `Write to the builder or developer about each one as soon as you notice it, and keep copies. ` +
        `The statutory warranties run ${warranty.fromCompletion}, so keep the paperwork that dates ` +
        `your handover, and read ${explainers.warranties.link('how the warranties and their deadlines work')} ` +
        `before time passes.`,
    },
    {
      question: 'I bought off the plan. Is this inspection for me?',
      answer:
        `Yes. We inspect a home bought off the plan the same way, once the developer says it is ` +
        `ready, and the defects list is written for the developer instead of a builder you engaged. ` +
        `Before you book, ask your conveyancer what access your contract gives you before ` +
        `settlement, by when defects have to be raised, and whether the list should go through ` +
        `them. A walk-through run by the developer or its builder is run by the party whose work is ` +
        `being checked; ours is for you.`,
    },
  ],
  bookHeading: productBookHeading('handover-practical-completion-inspection'),
} satisfies Product;
