import type { Article } from '../../schemas';

export const article = {
  kind: 'news',
  slug: 'sydney-property-market-trends-february-2025',
  title: 'Buying in Sydney in February 2025: What to Watch and What to Check',
  excerpt:
    'Auctions, competition, older homes, apartments and new builds: what Sydney buyers should ' +
    'check before committing in early 2025, and where to find official market data.',
  image: '/images/articles/sydney-property-market-trends-february-2025.svg',
  imageAlt: 'Illustration of a Sydney street of older brick homes and new apartments with a magnifying glass',
  date: '2025-02-18',
  category: 'Market',
  content: {
    intro: `For many Sydney buyers, February is when the search gets serious again after the summer break, and with it comes a flood of commentary about where the market is heading. Forecasts are easy to find and hard to rely on, so this update leaves the numbers to the official sources (we list them near the end) and focuses on what you can control.

Whether you are bidding at auction, negotiating a private sale, buying an apartment or looking at a brand-new house, the same question applies: what do you actually know about this property before you are legally committed? Below is what we think buyers in Sydney and across NSW should be watching in February 2025, and the checks that protect you whichever way the market moves.`,
    sections: [
      {
        heading: 'Auction or private treaty: know which rules you are under',
        content: `How a property is sold changes how much time you have to back out, so work this out first.

With a private treaty sale in NSW, you usually get a cooling-off period of 5 business days after exchange, ending at 5 pm on the fifth business day. If you pull out in that window, you forfeit a quarter of one per cent of the purchase price; your conveyancer can explain how that works. A seller may push for the cooling-off period to be waived, which your solicitor or conveyancer can do with a section 66W certificate. If you agree to that, you are committed on exchange.

At auction there is no cooling-off period at all. The same applies if the property is passed in and you buy it later that day. When the hammer falls, the contract is binding.

That leads to one simple rule:

- Buying at auction, or waiving cooling-off: have your inspections done before auction day or before exchange.
- Buying with cooling-off: you can inspect during the period, but book early, because 5 business days pass quickly once reports, quotes and finance are involved.`,
      },
      {
        heading: 'Competition and the pressure to skip an inspection',
        content: `When several buyers want the same home, it can feel as though the person who moves fastest wins. Agents may mention other interested parties, and you may be tempted to make an offer without a building inspection to look like a stronger buyer.

Skipping the inspection does not make a property any sounder; it only means you find out later. Structural movement, roof leaks, failed waterproofing and termite damage can all be expensive to fix, and standard home insurance usually excludes termite damage.

You rarely have to choose between speed and information. We offer same-day and next-day inspections across Sydney and NSW. A building inspection takes 2-3 hours on site, a combined building and pest inspection 3-4 hours, and the report arrives within 24 hours.

If the seller offers a vendor's pre-sale report, read it: it is useful background. But remember who commissioned it and when. Ask whether you can rely on it, check how recent it is, and consider your own inspection if anything in it is unclear or the property has been through heavy rain since.`,
      },
      {
        heading: 'Older houses: asbestos, termites and wear you can see',
        content: `Much of Sydney's housing stock is decades old, from Federation cottages and interwar bungalows to post-war fibro homes and brick veneers. Character and location often come with age-related issues.

Asbestos is the one most buyers ask about. Homes built before about 1990 are likely to contain asbestos somewhere, and some NSW councils use 1987 as their guide. Australia banned asbestos nationally from 31 December 2003. A building inspection can only flag material that looks like it may contain asbestos; only testing by a NATA-accredited laboratory confirms it. If you plan to renovate, factor in testing and, if needed, licensed removal before you set your budget.

Older homes also deserve a close look for:

- Timber pests. Subterranean termites are generally regarded as the cause of most serious termite damage in NSW, so a combined building and pest inspection to AS 4349.1 and AS 4349.3 is worth considering.
- Roof coverings, flashings and gutters that have reached the end of their life.
- Subfloor dampness, poor ventilation and rotted timber.
- Cracking in brickwork and signs of past movement or patch repairs.`,
      },
      {
        heading: 'Apartments: the strata records tell the story',
        content: `When you buy a unit, you are also buying a share of the building and of its problems. The inspection of the unit itself matters, but the strata records are often where the bigger risks show up.

Under the Strata Schemes Management Act 2015, an owner or mortgagee, or a person they authorise, can inspect the strata records, which allows a buyer's inspector to do so with the owner's consent. If a time is not agreed within 3 days, the inspection must take place within 10 days, so ask early.

Things to look for in the records:

- Minutes mentioning water leaks, cracking, concrete cancer, waterproofing or cladding.
- Expert or defect reports, and whether the recommended work was done.
- Disputes with the builder or developer, and any legal action.
- The capital works fund plan, and any special levies raised or on the table.

Newer buildings of 4 or more storeys with residential use fall under the Strata Building Bond and Inspections Scheme, which has required interim and final defect inspections since 2018. Those defect reports can be very revealing, so ask for them.`,
      },
      {
        heading: 'New and near-new homes: new does not mean defect-free',
        content: `A recently finished home looks clean and modern, and it can be tempting to assume there is nothing to check. In reality, new builds can have defects such as poor drainage around the slab, incomplete waterproofing, roof flashing problems and finishes that hide shortcuts.

Some protections to know about:

- Statutory warranties under the Home Building Act 1989. For contracts since 15 January 2015, they cover major defects for 6 years and other defects for 2 years. Owners should notify the builder within 6 months of a defect becoming apparent.
- Occupation certificates. Only the principal certifier can issue one, and occupying a new building without one is an offence. Ask your conveyancer to confirm it exists.
- Building Commission NSW, the standalone building regulator since December 2023, which deals with many complaints about building work and practitioners.

Warranties help after the fact, but claiming on them takes time and paperwork. A pre-purchase inspection before you commit, or a handover inspection if you are the one building, gives you a list of issues while you still have room to negotiate.`,
      },
      {
        heading: 'Budgeting for repairs before you bid',
        content: `Many buyers set a budget for the deposit, stamp duty, legal fees and the loan, then discover the first repair bill after settlement. Build repairs into the plan from the start.

A building report is most useful when you turn it into a list of decisions:

- Separate urgent safety or structural items from routine maintenance.
- For anything significant, get a quote from the relevant tradesperson before exchange, or before auction day.
- Use the quotes to set your limit, negotiate on price, or walk away.
- Keep a buffer in savings for the problems no visual inspection can show, such as what sits inside wall cavities.

Be realistic about what an inspection covers. It is a visual, non-invasive inspection of readily accessible areas: our licensed builders do not move furniture, lift floor coverings or open walls. Where something needs a closer look, the report will say so.

For budgeting help, Moneysmart has free tools and guidance. For transfer duty and any first home buyer assistance you may be eligible for, check Revenue NSW directly rather than relying on secondhand summaries.`,
      },
      {
        heading: 'Where to find official market data',
        content: `You will see plenty of figures quoted in February: median prices, clearance rates, rate forecasts and suburb rankings. Some are well researched; some are marketing. Before any number shapes your budget or your bid, trace it back to its source and check the date and the area it covers.

Useful official starting points include:

- The Reserve Bank of Australia, for the cash rate and its published statements.
- The Australian Bureau of Statistics, for national data on housing, lending and building activity.
- The NSW Valuer General, for land values and property sales information.
- Revenue NSW, for transfer duty and first home buyer schemes.
- Moneysmart, for independent information on borrowing and budgeting.

For the street you are actually buying in, recent comparable sales usually tell you more than a citywide median. Your conveyancer, a buyer's agent or an independent valuer can help you read them. And remember that no market report tells you anything about the condition of one particular house; only an inspection does that.`,
      },
    ],
    conclusion: `Nobody can tell you exactly where Sydney prices will go this year. What you can control is how much you know before you sign. Work out whether cooling-off applies, read the strata records or the building's history, budget for repairs, and get an independent inspection in time to act on the findings.

Our licensed builders have been inspecting Sydney and NSW properties since 1999, with more than 5000 inspections completed and reports that meet AS 4349.1. Use the booking form or call us to arrange a same-day or next-day inspection. A deposit secures the booking, and we confirm the final price after reviewing the property's size, location and complexity.`,
  },
  relatedLinks: {
    internal: [
      {
        title: 'Pre-Purchase Building and Pest Inspection',
        url: '/products/pre-purchase-building-pest-inspection',
      },
      { title: 'Strata and Multi-Unit Inspections', url: '/products/strata-multi-unit-inspections' },
      { title: 'Pre-Purchase Inspections', url: '/services/pre-purchase-inspections' },
      { title: 'First Home Buyer Checklist', url: '/knowledge/tips/first-home-buyer-checklist' },
      {
        title: 'First-Time Home Buyer Inspection Guide',
        url: '/knowledge/guides/first-time-home-buyer-inspection-guide',
      },
    ],
    external: [
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
