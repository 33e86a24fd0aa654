import { formatDate } from '../../../lib/format';
import { link } from '../../../lib/inline-links';
import { explainers } from '../../explainers';
import { strataBond } from '../../facts/strata-bond';
import { strataRecords } from '../../facts/strata-records';
import type { Article } from '../../schemas';
import { sources } from '../../sources';

/** When the update was written: the conditions it describes are as at this date. */
const date = '2025-02-18';
/** When it was last checked against the site's facts (issue 55); what it could not bring up to date, it says. */
const reviewed = '2026-12-06';

export const article = {
  kind: 'news',
  slug: 'sydney-property-market-trends-february-2025',
  title: "What Sydney's Buying Conditions in February 2025 Mean for Your Inspection",
  excerpt:
    'No forecasts or figures: how busy auctions, slower private sales, apartments and new builds ' +
    'change when Sydney buyers should inspect and how to use the report in February 2025.',
  image: '/images/articles/sydney-property-market-trends-february-2025.svg',
  imageAlt: 'Illustration of a Sydney street of older brick homes and new apartments with a magnifying glass',
  date,
  updated: reviewed,
  category: 'Market',
  content: {
    intro: `For many Sydney buyers, February is when the search starts again after the summer break, and the market commentary arrives with it: medians, clearance rates, predictions about interest rates and lists of suburbs to watch. We are builders, not economists or valuers, so this update makes no forecasts and quotes no figures. If you want numbers, the official sources near the end are the place to start.

What we can offer is the view from the inspection side. The state of the market shapes how homes are sold, how long buyers get to decide and how much weight a building report carries in a negotiation. Below we look at the different conditions a Sydney buyer can meet, from crowded auctions to slower private sales, apartments and brand-new houses, and what each one means for when you inspect and how you use what the report tells you. This update describes conditions as at ${formatDate(date)}.

We last reviewed it on ${formatDate(reviewed)}. The buying conditions it describes are still those of February 2025, not today's, so check current reports before relying on them. The rules it relies on for timing an inspection around auction and exchange had not changed when we reviewed it.`,
    sections: [
      {
        heading: 'How the selling method sets your inspection deadline',
        content: `The market factor that matters most to an inspection is how the home is being sold, because that decides how long you have to change your mind.

In a private treaty sale you usually get a cooling-off period after exchange; at auction, or once the period has been waived, you get none, and an off-the-plan contract gives a longer one (${explainers.coolingOff.link('how each case works')}).

The market shapes which case you meet. When several buyers are chasing the same home, a seller may ask a private-treaty buyer to give up the period; when the market is quieter, there is usually more time. So the rule of thumb depends on the sale:

- At auction, or when you are asked to exchange with no time to cool off: have your inspections done before auction day or before exchange.
- In a private sale with the usual period: you can inspect within it, but book early, because the days pass quickly once reports, quotes and finance are involved.
- Off the plan: use the longer period to have the contract reviewed, and plan an inspection at handover, before you settle.`,
      },
      {
        heading: 'When competition is strong: the pressure to skip the inspection',
        content: `When several buyers want the same home, campaigns can be short and it can feel as though whoever moves fastest wins. Agents may mention other interested parties, sellers may favour offers with fewer conditions, and buyers can be tempted to drop the building inspection to look like a stronger bidder.

Skipping it does not make the house any sounder; it only moves the discovery to after settlement, when the cost is entirely yours. Structural movement, roof leaks, failed waterproofing and termite damage are expensive to put right (${explainers.termites.link('more on termites')}).

Speed and information can go together: an inspection takes a few hours on site (${link('how long each one takes', '/booking-process#inspection')}). In a run of busy auctions it also pays to narrow your list first, so you pay for inspections only on homes you would genuinely bid on.

If the seller offers a pre-sale report, read it as useful background, but remember who commissioned it and when. Ask whether you can rely on it, check its date, and consider your own inspection if anything in it is unclear or the property has been through heavy rain since.`,
      },
      {
        heading: 'When the market is slower: the report becomes a negotiating tool',
        content: `When there are fewer buyers and homes stay listed for longer, the balance shifts. There is usually time to inspect before exchange, to get quotes and to ask questions, and a seller has more reason to listen to what you found.

In those conditions a report does more than warn you off a bad house. Used well, it becomes part of the negotiation:

- Separate major defects and safety hazards from routine maintenance, so you are not bargaining over paint.
- Get written quotes from licensed trades for the significant items; a quoted cost carries more weight than a general worry.
- Ask for a price adjustment, or for specific repairs before settlement, recorded in the contract by your conveyancer.
- If repairs are agreed, book a re-inspection before settlement to check the visible repairs against the report.

A quieter market also makes comparison easier. If you can inspect two similar homes, the condition reports can help you choose between them as much as the asking prices do.`,
      },
      {
        heading: 'Older houses: what age adds to the purchase',
        content: `Much of Sydney's housing is decades old, from Federation cottages and interwar bungalows to post-war fibro homes and brick veneers. Homes like these are often chosen for where they are and how they look, and the condition of the building can get less attention than it deserves.

Older homes also deserve a close look for:

- Timber pests. Subterranean termites are generally regarded as the cause of most serious termite damage in NSW, so a combined building and pest inspection to AS 4349.1 and AS 4349.3 is worth considering.
- Roof coverings, flashings and gutters that have reached the end of their life.
- Subfloor dampness, poor ventilation and rotted timber.
- Cracking in brickwork and signs of past movement or patch repairs.`,
      },
      {
        heading: 'Apartments: the building is part of what you buy',
        content: `In the apartment market you are never buying only a unit: you also take on a share of the common property and of its repair bills. The inspection of the unit matters, but the strata records are often where the bigger risks show up.

Ask early for the strata records, which the ${strataRecords.act} lets an owner authorise a buyer's inspector to read: ${explainers.strataRecords.link('how to arrange it, and what to look for')}.

In a block of ${strataBond.minStoreys} storeys or more finished in recent years, the ${strataBond.scheme} can leave two defect reports to read, unless the developer held approved ${strataBond.insuranceAlternative} and was exempt from the bond and the inspections. Our guide explains ${explainers.strataBond.link('how to find out, and what to ask for')}.`,
      },
      {
        heading: 'New and near-new homes: new does not mean defect-free',
        content: `Newly finished houses and townhouses make up their own part of the market, and they are easy to buy on appearance. A clean, modern finish can still sit over poor drainage around the slab, incomplete waterproofing, roof flashing problems or shortcuts hidden behind fresh paint.

Before you buy a near-new home, find out when the work was completed: ${explainers.warranties.link('why that date matters')}.

Protections for new homes help after the fact, but using them takes time, evidence and sometimes a tribunal hearing. A pre-purchase inspection before you commit, or a handover inspection if you are the one building, gives you a list of issues while you still have room to negotiate.`,
      },
      {
        heading: 'Budgeting for repairs before you bid',
        content: `Many buyers set a budget for the deposit, stamp duty, legal fees and the loan, and meet the first repair bill after settlement. Whatever the market is doing, build repairs into the plan from the start.

A building report is most useful when you turn it into decisions:

- Sort urgent safety or structural items from routine maintenance.
- For anything significant, get a quote before exchange, or before auction day.
- Use the quotes to set your limit, negotiate on price, or walk away.
- Keep a buffer in savings for what no visual inspection can show, such as the inside of wall cavities.

Be realistic about ${explainers.reasonableAccess.link('what an inspection covers')}. Where something needs a closer look, the report will say so.`,
      },
      {
        heading: 'Using market figures without losing sight of the house',
        content: `You will see plenty of figures quoted in any month. Some are well researched; some are marketing. Before any number shapes your budget or your bid, trace it back to its source and check the date and the area it covers.

Useful official starting points include:

- The [Reserve Bank of Australia](${sources.rba.url}), for the cash rate and its published statements.
- The [Australian Bureau of Statistics](${sources.abs.url}), for national data on housing, lending and building activity.
- The [NSW Valuer General](${sources.valuerGeneral.url}), for land values and property sales information.
- Revenue NSW, for transfer duty and first home buyer schemes.
- Moneysmart, for independent information on borrowing and budgeting.

For the street you are actually buying in, recent comparable sales usually tell you more than a citywide median, and your conveyancer, a buyer's agent or an independent valuer can help you read them. Even the best market report is about many homes at once. It cannot tell you whether one particular roof leaks or one particular subfloor is damp; only an inspection of that house can.`,
      },
    ],
    conclusion: `Nobody can tell you exactly where Sydney prices will go, and we do not try. What the market does change is how much time you get and how much leverage a report gives you. Work out which deadline applies, read the building's history, budget for repairs, and get an independent inspection in time to act on the findings, whether the market is racing or slow.

Our licensed builders' reports meet AS 4349.1. Call us or send the booking form.`,
  },
  booking: { product: 'pre-purchase-building-pest-inspection' },
  relatedLinks: {
    internal: [
      {
        title: 'Pre-Purchase Building & Pest Inspection',
        url: '/products/pre-purchase-building-pest-inspection',
      },
      { title: 'Strata / Multi-Unit Inspections', url: '/products/strata-multi-unit-inspections' },
      { title: 'Pre-Purchase Inspections', url: '/services/pre-purchase-inspections' },
      {
        title: 'First Home Buyer Checklist: From Open Home to Settlement in NSW',
        url: '/knowledge/tips/first-home-buyer-checklist',
      },
      {
        title: "First-Home Buyer's Guide to Building and Pest Inspections in NSW",
        url: '/knowledge/guides/first-time-home-buyer-inspection-guide',
      },
    ],
    external: [
      sources.rba,
      sources.abs,
      sources.valuerGeneral,
      { title: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au/' },
      { title: 'Moneysmart', url: 'https://moneysmart.gov.au/' },
      { title: 'Revenue NSW', url: 'https://www.revenue.nsw.gov.au/' },
      {
        title: 'Asbestos and Silica Safety and Eradication Agency',
        url: 'https://www.asbestossafety.gov.au/',
      },
    ],
  },
} satisfies Article;
