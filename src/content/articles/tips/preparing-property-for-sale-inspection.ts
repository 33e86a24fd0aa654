import { materialFacts } from '../../facts/material-facts';
import { explainers } from '../../explainers';
import { reasonableAccess } from '../../facts/reasonable-access';
import { link } from '../../../lib/inline-links';
import type { Article } from '../../schemas';

export const article = {
  kind: 'tips',
  slug: 'preparing-property-for-sale-inspection',
  title: "Preparing Your Home for Buyers' Building and Pest Inspections",
  excerpt:
    "How NSW vendors can get ready for buyers' inspections: clear the roof space and subfloor, " +
    'leave keys, fix small faults, clean gutters and gather renovation paperwork.',
  image: '/images/articles/preparing-property-for-sale-inspection.svg',
  imageAlt:
    'Illustration of a homeowner clearing boxes from beneath a ceiling access hatch in a ' +
    'hallway, with a for sale sign visible through the front window',
  date: '2025-08-13',
  updated: '2026-12-06',
  category: 'Selling',
  content: {
    intro:
      `Once your home is on the market, buyers who are serious about it will usually send in a ` +
      `building inspector, a pest inspector or both, and a busy campaign can bring several ` +
      `inspections. Each report shapes how a buyer feels about your property, what they offer ` +
      `and whether they go ahead.\n\n` +
      `You can't control what an inspector finds, but you can make sure they can see the home ` +
      `properly and that small, easily fixed faults don't clutter the report. This checklist ` +
      `covers access, quick repairs, drainage and paperwork, and explains how a pre-sale ` +
      `inspection of your own helps you prepare.`,
    sections: [
      {
        heading: "Why access matters to a buyer's inspector",
        content:
          `A buyer's inspection is visual and non-invasive, so anything the inspector can't see or ` +
          `reach safely goes into the report as an area not inspected, usually with a recommendation ` +
          `to gain access and inspect it later ` +
          `(${explainers.reasonableAccess.link('what an inspector will and will not do')}).\n\n` +
          `To a buyer, that reads as unknown risk. Their conveyancer may advise caution, they ` +
          `may ask for a second visit, or the uncertainty may quietly lower what they are ` +
          `prepared to pay.\n\n` +
          `An inspector will not squeeze through a hatch or under a floor that falls outside ` +
          `${reasonableAccess.limitsPhrase} (AS 4349.1 sets them for the roof space, the roof and the ` +
          `subfloor). You can't change the size of a hatch before the ` +
          `sale, but you can make sure nothing is blocking it.\n\n` +
          `Allow enough time, too: an inspection takes a few hours on site ` +
          `(${link('how long each one takes', '/booking-process#inspection')}), so ask your agent ` +
          `to schedule inspections so they don't clash with open homes.`,
      },
      {
        heading: 'Clear the way to the roof space and subfloor',
        content:
          `These two areas tell an inspector a great deal about leaks, framing, damp and ` +
          `termites, and they are the ones most often blocked.\n\n` +
          `- Find the roof access hatch, often in a hallway ceiling or a wardrobe, and clear the ` +
          `floor below so a ladder can stand safely.\n` +
          `- Take boxes off wardrobe shelves beneath the hatch, and check that the hatch isn't ` +
          `painted shut or screwed down.\n` +
          `- Move stored items away from the hatch inside the roof space, where you can do so ` +
          `safely.\n` +
          `- Find the subfloor entry, unlock it, and clear any bikes, timber or garden gear in ` +
          `front of it.\n` +
          `- In the garage, pull boxes and shelving away from the walls where you can, and clear ` +
          `access to the meter box and hot water system.\n` +
          `- Open up any basement, under-house storeroom or locked cellar.\n\n` +
          `Garage walls deserve a special mention. Goods stacked against them can hide cracks, ` +
          `damp and signs of termite activity, and a pest inspector is likely to list them as an ` +
          `obstruction. Even clearing a strip along each wall helps.`,
      },
      {
        heading: 'Keys, services, pets and clear paths',
        content:
          `Inspectors usually work without the owner present, so leave everything they need with ` +
          `your agent.\n\n` +
          `- Keys for every lock, including the garage, shed, granny flat, side gates, ` +
          `storerooms and window locks, each clearly labelled.\n` +
          `- Electricity, water and gas connected, so taps, showers and drains can be run and ` +
          `lights switched on.\n` +
          `- Pets secured away from the house, or taken out for the day.\n` +
          `- Side paths and the area around the house clear, with shrubs trimmed back from the ` +
          `walls, and firewood, pot plants and rubbish moved away from the base of the ` +
          `building.\n` +
          `- A safe place to stand a ladder at the roof edge, free of garden furniture and ` +
          `pots.\n` +
          `- A short note for the agent to pass on, saying where to find the roof hatch, the ` +
          `subfloor entry and the meter box.\n\n` +
          `If the property is tenanted, your agent or property manager needs to give the tenants ` +
          `proper notice and can ask for their help with access. A tidy, accessible home also ` +
          `lets the inspector spend their time on the building itself rather than on working ` +
          `around obstacles.`,
      },
      {
        heading: 'Fix the small things first',
        content:
          `A long list of minor defects can make a well-kept home look neglected, even when none ` +
          `of the items is serious. Many are quick and inexpensive to fix before buyers walk ` +
          `through.\n\n` +
          `- Dripping taps, running toilets and slow drains.\n` +
          `- Blackened or split silicone around showers, baths and sinks, and missing grout.\n` +
          `- Doors that stick or won't latch, torn fly screens and stiff window locks.\n` +
          `- Loose handrails and balustrades, which are likely to be reported as safety hazards.\n` +
          `- Cracked or slipped roof tiles and loose flashings.\n\n` +
          `Deal with safety items first, then anything involving water, because signs of water ` +
          `damage get close attention in a building inspection.\n\n` +
          `One caution: don't cover up a problem. Painting over a water stain without fixing the ` +
          `leak, or filling a crack that keeps reopening, is unlikely to fool a careful ` +
          `inspector, and a single patch of fresh paint often draws attention to itself. Fix the ` +
          `cause, or leave it visible and be ready to explain it. If you are unsure what you ` +
          `must tell buyers, ask your solicitor or conveyancer.`,
      },
      {
        heading: 'Gutters, downpipes and drainage',
        content:
          `Buyers' inspectors pay close attention to drainage, because water around the base of ` +
          `a house is linked to damp, termites and movement. A few outdoor jobs can make a ` +
          `noticeable difference.\n\n` +
          `- Clean out the gutters and valleys, or pay a tradesperson to do it safely.\n` +
          `- Check that every downpipe is connected to a drain and none discharges at the base ` +
          `of a wall.\n` +
          `- Clear leaves and silt from surface drains, grates and pits.\n` +
          `- Lower garden beds, mulch and soil so they sit below the weep holes and subfloor ` +
          `vents in brick walls.\n` +
          `- Unblock subfloor vents covered by plants, paving or stored items.\n` +
          `- Fix leaking garden taps and hoses that keep the soil damp against the house.\n\n` +
          `If water pools near the house after rain, or a retaining wall is leaning, get advice ` +
          `before you list rather than hoping no one notices. A plumber can often tell you ` +
          `whether a straightforward fix is possible, and a structural engineer can assess a ` +
          `wall that is moving.`,
      },
      {
        heading: 'Gather paperwork for renovations and past work',
        content:
          `Buyers and their conveyancers often ask about work done to the home, and having ` +
          `answers ready keeps a sale moving. Put together:\n\n` +
          `- approvals for renovations, extensions, decks, pools and granny flats, such as a ` +
          `development consent or complying development certificate, and the occupation ` +
          `certificate where one was required\n` +
          `- contracts, invoices and the builder's details for major work\n` +
          `- waterproofing certificates for bathrooms and balconies, if you were given them\n` +
          `- records of termite treatments, the type of any termite management system and its ` +
          `service history\n` +
          `- invoices for roof, plumbing and electrical work, and for any restumping or ` +
          `underpinning\n` +
          `- for a unit, any owners corporation approvals for your renovations\n\n` +
          `Buyers may also ask when recent work was completed ` +
          `(${explainers.warranties.link('why the date matters to them')}). Have the completion date and ` +
          `the builder's details to hand, and ask your solicitor or conveyancer what that means for ` +
          `your sale.\n\n` +
          `If some work was done without the approvals it needed, talk to your solicitor or ` +
          `conveyancer before you list. Unapproved work is usually regularised with a building ` +
          `information certificate, which only the council can issue, so start early. The NSW ` +
          `Planning Portal explains the approval pathways for building work in NSW.`,
      },
      {
        heading: 'The value of a pre-sale vendor inspection',
        content:
          `The most direct way to find out what buyers' inspectors are likely to report is to commission ` +
          `the same kind of inspection yourself. In a pre-sale inspection, one of our licensed ` +
          `builders inspects your home following the scope of AS 4349.1, the standard buyers' ` +
          `inspectors usually work to. The standard itself is ` +
          `written for a prospective buyer, so what you receive is a vendor report built on that scope ` +
          `rather than a pre-purchase report.\n\n` +
          `With it, you can:\n\n` +
          `- fix defects on your own terms, with trades you choose, before the photos and open ` +
          `homes\n` +
          `- decide which items to repair and which to disclose and leave for the buyer to weigh ` +
          `up\n` +
          `- give your agent a factual basis for pricing and for answering buyers' questions\n` +
          `- find out which areas were hard to reach while there is still time to improve ` +
          `access\n\n` +
          `What you disclose is not entirely up to you. ${materialFacts.sentence} Ask your ` +
          `solicitor or conveyancer before you decide.\n\n` +
          `Timing matters. Book a few weeks before listing so there is time for quotes and ` +
          `repairs. At auction, buyers are committed when the hammer falls, so they inspect ` +
          `beforehand and price in anything that worries them. In a private sale, a report that ` +
          `surprises a buyer can reopen the price even after exchange ` +
          `(${explainers.coolingOff.link('what a buyer can still do then')}).\n\n` +
          `A pre-sale inspection won't stop buyers ordering their own reports, and theirs may find ` +
          `things yours did not, but you will have dealt with what you knew. It is a building inspection; timber pests are ` +
          `assessed under AS 4349.3, so mention it when you book if you want that covered too.`,
      },
    ],
    conclusion:
      `Preparing for buyers' inspections is mostly practical: clear the way to the roof space ` +
      `and subfloor, leave keys, fix small faults, sort out gutters and drainage, and have your ` +
      `paperwork ready. Those steps give inspectors a clear view and leave buyers with fewer ` +
      `unknowns.\n\n` +
      `If you would like to see your home through a buyer's eyes first, call us or use the ` +
      `booking form to arrange a pre-sale inspection.`,
  },
  booking: { product: 'pre-sale-vendor-inspection' },
  relatedLinks: {
    internal: [
      { title: 'Pre-Sale / Vendor Inspection', url: '/products/pre-sale-vendor-inspection' },
      { title: 'Maintenance Assessments', url: '/services/maintenance-assessments' },
      {
        title: 'Cracks, Sloping Floors and Sticking Doors: Identifying Structural Issues',
        url: '/knowledge/tips/identifying-structural-issues',
      },
      {
        title: 'How to Spot Moisture and Mould Problems in Your Sydney Home',
        url: '/knowledge/tips/detecting-moisture-mould-problems',
      },
    ],
    external: [
      { title: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au/' },
      { title: 'NSW Planning Portal', url: 'https://www.planningportal.nsw.gov.au/' },
      { title: 'NSW Legislation', url: 'https://legislation.nsw.gov.au/' },
    ],
  },
} satisfies Article;
