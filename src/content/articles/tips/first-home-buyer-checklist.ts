import { strataLot } from '../../facts/strata-lot';
import { asbestos } from '../../facts/asbestos';
import { coolingOff } from '../../facts/cooling-off';
import { strataRecords } from '../../facts/strata-records';
import { warranty } from '../../facts/warranty';
import { explainers } from '../../explainers';
import { link } from '../../../lib/inline-links';
import type { Article } from '../../schemas';

export const article = {
  kind: 'tips',
  slug: 'first-home-buyer-checklist',
  title: 'First Home Buyer Checklist: From Open Home to Settlement in NSW',
  excerpt:
    'A step-by-step checklist for NSW first home buyers: what to check at the open home, ' +
    'documents to request, inspections to book, exchange and the final look before ' +
    'settlement.',
  image: '/images/articles/first-home-buyer-checklist.svg',
  imageAlt:
    'Illustration of a young couple ticking items off a clipboard checklist outside a house, ' +
    'with a builder on a ladder checking the gutters',
  date: '2025-02-26',
  updated: '2026-12-06',
  category: 'Buying',
  content: {
    intro:
      `Buying your first home in NSW moves fast once you find a place you like, and the steps ` +
      `that protect you are the easiest ones to rush. This checklist follows the usual order of ` +
      `a purchase: reading the listing, walking through the open home, collecting documents, ` +
      `booking inspections, exchanging contracts and taking one last look before settlement.\n\n` +
      `Keep your conveyancer or solicitor and your lender involved throughout. They look after ` +
      `the contract and the money. This list is about the condition of the home and the timing ` +
      `that gives you room to act on what you learn.`,
    sections: [
      {
        heading: 'Before the open home: read the listing closely',
        content:
          `A listing is written to sell, so read it for what it leaves out as well as what it ` +
          `shows.\n\n` +
          `- Work out the age of the home, from the listing or from its style. Homes built ` +
          `before about ${asbestos.likelyBeforeYear} are likely to contain some asbestos, which ` +
          `matters if you plan to renovate (${explainers.asbestos.link('why')}).\n` +
          `- Notice what the photos avoid. Few listings show the roof, the side passages or the ` +
          `back fence up close.\n` +
          `- Compare the floor plan with the description. A "third bedroom" may be an enclosed ` +
          `verandah, and a rumpus room may be a converted garage.\n` +
          `- For an apartment or townhouse, note the strata levies if they are listed, and ` +
          `roughly how old the building is.\n` +
          `- Check how the home is being sold. A private treaty sale and an auction give you ` +
          `very different deadlines for getting inspections done.\n\n` +
          `Before you go, write down a few questions for the agent. Ask what building work has ` +
          `been done since the current owners bought, and whether approvals were obtained for ` +
          `it. The answers tell you early which documents to chase.`,
      },
      {
        heading: 'At the open home: what to check with your own eyes',
        content:
          `An open home is short and often crowded, but you can still learn a lot if you know ` +
          `where to look. Bring a phone torch and a notebook.\n\n` +
          `- Ceilings and the top corners of rooms: water stains, sagging, or one patch of fresh ` +
          `paint on an otherwise older ceiling.\n` +
          `- Bathrooms and laundry: cracked or loose tiles, missing grout, blackened silicone, ` +
          `mould on the ceiling, and vanities or door frames that look swollen near the floor.\n` +
          `- Doors and windows: open and close a few. Doors that stick, or that have a gap wider ` +
          `at one end, can be a sign of movement.\n` +
          `- Walls: cracks, particularly those running diagonally from the corners of doors and ` +
          `windows.\n` +
          `- Smell: a musty room or cupboard can point to damp, especially if every window is ` +
          `wide open or an air freshener is working hard.\n` +
          `- Under sinks and inside cupboards: water marks, swollen bases and signs of old ` +
          `leaks.\n` +
          `- Outside: the roof and gutters from the street, downpipes that stop short of a ` +
          `drain, and ground that slopes towards the house.\n\n` +
          `Ask the agent before you take photos, and note anything that worried you. None of ` +
          `this replaces a professional inspection, but it helps you decide which homes are ` +
          `worth paying to have inspected and gives your inspector a head start.`,
      },
      {
        heading: 'Documents to ask for before you make an offer',
        content:
          `Paperwork can confirm what the agent tells you and reveal things no inspection can ` +
          `see. Ask for:\n\n` +
          `- the contract for sale, so your conveyancer can review it, and the documents ` +
          `attached to it, before you commit\n` +
          `- details of any renovations, extensions, decks or pools, with the approvals issued ` +
          `for them and the occupation certificate where one was needed\n` +
          `- for work done by a builder, the builder's name and the date of the building ` +
          `contract\n` +
          `- records of any termite treatment or termite management system, and when it was last ` +
          `inspected\n` +
          `\n` +
          `Recent building work matters because the statutory warranties under the ${warranty.act} ` +
          `run from its completion (${explainers.warranties.link('how they work')}), so note the ` +
          `completion date of any recent work and ask your conveyancer whether it still helps you as ` +
          `a later owner.\n\n` +
          `For strata properties, ask early for access to the records, which an owner can authorise ` +
          `someone acting for you to read under the ${strataRecords.act}. Meeting minutes, financial ` +
          `statements and any defect reports show how the building is being looked after and whether ` +
          `large bills are on the way (${explainers.strataRecords.link('what to look for')}).`,
      },
      {
        heading: 'Which inspections to book, and when',
        content:
          `Choose the inspection to suit the home:\n\n` +
          `- Pre-purchase building and pest inspection: the usual choice for a house or ` +
          `townhouse. The building part follows AS 4349.1 and the timber pest part follows AS ` +
          `4349.3.\n` +
          `- Pre-purchase building inspection: the building part on its own.\n` +
          `- Strata inspection: for an apartment or unit, limited to ${strataLot.scope} ` +
          `(${link('what it covers', '/products/strata-multi-unit-inspections#what-is-it')}).\n` +
          `- Add-ons: if the open home left you uneasy about damp or an older building material, ` +
          `add moisture testing, a thermal imaging scan, or a visual check for suspect mould or ` +
          `asbestos.\n\n` +
          `Timber pests deserve attention because standard home insurance usually excludes ` +
          `termite damage, so it is up to you to find out before you buy ` +
          `(${explainers.termites.link('termites in Sydney')}).\n\n` +
          `Timing depends on how the home is sold. For a private treaty sale, inspect before ` +
          `exchange if you can, or in the first day or two after it at the latest. For an auction, ` +
          `inspect before auction day, and leave time after the report to ask questions and get ` +
          `quotes.`,
      },
      {
        heading: 'Exchange and the cooling-off period',
        content:
          `Most private treaty purchases in NSW come with ${coolingOff.period} of cooling-off after ` +
          `exchange, ending at ${coolingOff.endsAt}, but not every purchase: there is none at ` +
          `auction, and none once your conveyancer waives it with a ${coolingOff.waiverCertificate}, while an off-the-plan contract gives ` +
          `${coolingOff.offThePlanPeriod}. Our complete guide explains ` +
          `${explainers.coolingOff.link('each case, and what pulling out costs')}.\n\n` +
          `If you are asked to give up the period to make your offer more attractive, have every ` +
          `inspection done and read before you exchange.\n\n` +
          `To make good use of the time you do have:\n\n` +
          `- Confirm the exact deadline, date and time, with your conveyancer on the day you ` +
          `exchange.\n` +
          `- Read the inspection report the day it arrives, and call us about anything you don't ` +
          `understand.\n` +
          `- Get written quotes for major items, so you are weighing real figures rather than ` +
          `guesses.\n` +
          `- Check that your finance is still on track.\n` +
          `- Make your decision with your conveyancer well before the deadline, whether that is ` +
          `to proceed, negotiate or pull out.`,
      },
      {
        heading: 'Between exchange and settlement',
        content:
          `Once you are committed, the purchase is going ahead, but there is still plenty to ` +
          `organise.\n\n` +
          `- Insurance: ask your conveyancer and lender when you need building insurance in ` +
          `place, and arrange it before that date.\n` +
          `- Agreed repairs: if the vendor agreed to fix anything, make sure the details are ` +
          `written into the contract or confirmed in writing through your conveyancer. A verbal ` +
          `promise made at an open home is hard to rely on.\n` +
          `- Duty and government help: check the Revenue NSW website to see whether you are ` +
          `eligible for first home buyer assistance and how transfer duty applies to your ` +
          `purchase. Your conveyancer can help with the forms.\n` +
          `- Utilities and moving: book connections and removalists for settlement day or soon ` +
          `after.\n` +
          `- Your report: read it again, this time as the future owner. Sort the findings into ` +
          `jobs to do before you move in, jobs for the first year and items to keep an eye ` +
          `on.\n\n` +
          `Moneysmart has free, independent information on home loans and the ongoing costs of ` +
          `owning a home. It is worth reading before your first repayment falls due, so rates, ` +
          `insurance, strata levies and maintenance don't come as a surprise.`,
      },
      {
        heading: 'The pre-settlement inspection',
        content:
          `Buyers in NSW commonly take a final look through the property in the days before ` +
          `settlement. Your conveyancer can confirm what your contract allows, and the agent ` +
          `arranges access. Take the contract's list of inclusions and your inspection report ` +
          `with you.\n\n` +
          `- Check that the inclusions listed in the contract are there and working, such as the ` +
          `oven, cooktop, dishwasher, light fittings and blinds.\n` +
          `- Look for new damage since your inspection, particularly from the move out: scraped ` +
          `floors, holes in walls, torn fly screens or chipped benchtops.\n` +
          `- Look at any repairs the vendor agreed to, and check they appear to have been done.\n` +
          `- Run the taps and shower, flush the toilets, and check that the hot water and lights ` +
          `work.\n` +
          `- Make sure the vendor's belongings and rubbish have gone, including from the garage, ` +
          `shed and garden.\n` +
          `- Ask about keys, remotes, alarm codes and appliance manuals.\n\n` +
          `If something is wrong, tell your conveyancer straight away, before settlement, rather ` +
          `than trying to sort it out with the agent alone. Where the vendor agreed to repair ` +
          `defects from your report, our re-inspection service checks the visible repairs against ` +
          `each listed defect and marks each one done, partly done or outstanding, as far as can be ` +
          `seen, in a comprehensive report.`,
      },
    ],
    conclusion:
      `A first purchase goes more smoothly when each step happens in the right order: look ` +
      `closely, ask for the paperwork, inspect while you can still walk away, use the time after ` +
      `exchange properly and take a final look before you settle.\n\n` +
      `When you find a home you are serious about, call us ` +
      `or use the booking form and say when you need the report, such as auction day or ` +
      `exchange.`,
  },
  booking: { product: 'pre-purchase-building-pest-inspection' },
  relatedLinks: {
    internal: [
      {
        title: 'Pre-Purchase Building & Pest Inspection',
        url: '/products/pre-purchase-building-pest-inspection',
      },
      { title: 'Strata / Multi-Unit Inspections', url: '/products/strata-multi-unit-inspections' },
      { title: 'Re-Inspections / Follow-Ups', url: '/products/re-inspections-follow-ups' },
      {
        title: "First-Home Buyer's Guide to Building and Pest Inspections in NSW",
        url: '/knowledge/guides/first-time-home-buyer-inspection-guide',
      },
      {
        title: 'How to Read a Building Inspection Report: A Section-by-Section Guide for NSW Buyers',
        url: '/knowledge/guides/how-to-read-building-inspection-report',
      },
    ],
    external: [
      { title: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au/' },
      { title: 'Revenue NSW', url: 'https://www.revenue.nsw.gov.au/' },
      { title: 'Moneysmart', url: 'https://moneysmart.gov.au/' },
      { title: 'NSW Legislation', url: 'https://legislation.nsw.gov.au/' },
    ],
  },
} satisfies Article;
