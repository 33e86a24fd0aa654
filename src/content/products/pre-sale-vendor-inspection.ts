import { materialFacts } from '../facts/material-facts';
import { productBookHeading, productPagePrice, productTitle, reportWithin } from '../catalog';
import { guidePriceNote } from '../pricing-note';
import type { Product } from '../schemas';
import { link } from '../../lib/inline-links';
import { buildingHours } from '../time-on-site';

export const product = {
  slug: 'pre-sale-vendor-inspection',
  title: productTitle('pre-sale-vendor-inspection'),
  description:
    "Find out what buyers' inspectors are likely to see before you list, with a report following AS " +
    "4349.1's scope from a licensed builder.",
  image: '/images/products/pre-sale-vendor-inspection.svg',
  imageAlt: 'Illustration of a builder inspecting the front of a house with a for sale sign on the lawn',
  whatIsIt:
    `A pre-sale inspection is a building inspection you commission as the owner, before your home ` +
    `goes on the market. One of our licensed builders inspects it following the scope of AS 4349.1, ` +
    `the standard for pre-purchase inspections. That standard is written for a prospective buyer, ` +
    `so your report is not a pre-purchase report, but it looks at the same things, and you see your ` +
    `home much as a careful buyer's report would describe it.\n\n` +
    `We cover the same ground as a ` +
    `${link('pre-purchase building inspection', '/products/pre-purchase-building-inspection#what-is-it')}: ` +
    `the main building and the structures around it, including the roof space, subfloor, exterior ` +
    `and site drainage where they can be safely reached. The inspection is visual and ` +
    `non-invasive, and because you are the owner you can help by clearing access to hatches, ` +
    `cupboards and the subfloor beforehand, which lets us see more.\n\n` +
    `With the written report you can decide what to repair before ` +
    `the photos and open homes and what to leave alone, with your solicitor's advice on what must be ` +
    `disclosed. ${materialFacts.sentence}\n\n` +
    `Buyers ` +
    `may still commission their own inspection, and it may find things yours did not, but you will ` +
    `already know how your home stood on the day of your report.`,
  whyBeneficial: [
    `You find defects early enough to fix them on your own terms, with quotes from trades you ` +
      `choose, instead of under pressure in the middle of a negotiation.`,
    `You go into negotiations knowing what a buyer's report is likely to raise, with a repair ` +
      `invoice, a quote or an explanation ready for each item.`,
    `You and your agent can set a realistic asking price and prepare honest answers for buyers who ` +
      `ask about the roof, the subfloor or a crack they have noticed.`,
    `Where you decide not to repair something, you can be upfront about it from the first ` +
      `inspection, which can help build trust with serious buyers.`,
    `Repairs can be planned around your move, so the home is in its best condition when buyers ` +
      `first walk through.`,
  ],
  whenBeneficial: [
    `A few weeks before you plan to list, so there is time to get quotes and finish repairs before ` +
      `marketing starts.`,
    `When you are choosing an agent and want a factual basis for conversations about price and ` +
      `presentation.`,
    `Before an auction campaign, when buyers will inspect in the lead-up because the fall of the ` +
      `hammer commits them.`,
    `When you are selling an investment property or a family home you haven't lived in for years ` +
      `and aren't sure of its current condition.`,
    `When the home is older or has had additions or renovations that buyers' inspectors are likely ` +
      `to look at closely.`,
    `When a previous sale fell through after a buyer's inspection and you want to understand the ` +
      `findings before trying again.`,
  ],
  process: [
    {
      step: 1,
      title: 'Book a time that suits you',
      description: `Use the booking form or call us, and tell us your listing date.`,
    },
    {
      step: 2,
      title: 'Prepare for the visit',
      description:
        `Clear the ceiling manhole, the subfloor entry and any cupboards in front of the meter box or hot ` +
        `water unit, and lock away pets. Good access means a more complete report.`,
    },
    {
      step: 3,
      title: 'The inspection',
      description:
        `A licensed builder spends ${buildingHours} on site for a typical home, checking inside, outside, ` +
        `the roof space, the subfloor and the grounds, just as a buyer's inspector would.`,
    },
    {
      step: 4,
      title: 'Report and next steps',
      description:
        `Your report usually arrives ${reportWithin('pre-sale-vendor-inspection')}. Go through it with your agent, and with your solicitor ` +
        `or conveyancer if you are unsure what to disclose, then plan repairs in order of importance.`,
    },
  ],
  included: [
    "Inspection by a licensed builder, following AS 4349.1's scope",
    'Interior, including wet areas, walls, ceilings, floors, doors and windows',
    'Roof covering, gutters and downpipes, where safely visible',
    'Roof space and subfloor, where access allows',
    'Exterior walls, decks, balconies and external stairs',
    'Outbuildings, retaining walls and other structures on the site',
    'Site drainage around the building',
    'Major defects and safety hazards highlighted for priority attention',
    'Areas not inspected, with the reason, so you can improve access before buyers visit',
    'A written report to go through with your agent and your solicitor or conveyancer',
  ],
  pricing: {
    text: productPagePrice('pre-sale-vendor-inspection'),
    detail: guidePriceNote,
  },
  faq: [
    {
      question: 'Will buyers still get their own inspection?',
      answer:
        `Many will, and that's normal. Your report is prepared for you, so a buyer may prefer an ` +
        `inspector they have chosen themselves. The benefit to you is knowing in advance what ` +
        `their inspector is likely to raise, with an answer or a repair invoice ready.`,
    },
    {
      question: 'Do I have to fix everything in the report?',
      answer:
        `No. Start with safety hazards and major defects, because those are what buyers and their ` +
        `advisers focus on. Small maintenance items are often better disclosed and left for the ` +
        `buyer to weigh up. Your agent can help you judge which repairs are likely to be worth doing.`,
    },
    {
      question: 'Can I show the report to buyers?',
      answer:
        `Whether you hand over the report itself is a question for your solicitor or conveyancer, ` +
        `but its findings may not stay private: a defect that is a material fact is not yours alone ` +
        `to keep quiet, for the reasons set out at the top of this page. Some vendors share the ` +
        `report to answer buyers' questions quickly; ask your solicitor how it fits with your ` +
        `disclosure obligations before you hand it out.`,
    },
    {
      question: 'Does a vendor inspection include termites?',
      answer:
        `This is a building inspection that follows the scope of AS 4349.1. Timber pests are assessed under a ` +
        `separate standard, AS 4349.3, so if you would like that covered too, mention it when you ` +
        `book and we will talk you through the options.`,
    },
  ],
  bookHeading: productBookHeading('pre-sale-vendor-inspection'),
} satisfies Product;
