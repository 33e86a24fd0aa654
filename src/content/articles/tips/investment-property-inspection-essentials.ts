import { formatDollars } from '../../../lib/format';
import { addOns } from '../../add-ons';
import { strataLot } from '../../facts/strata-lot';
import { asbestos } from '../../facts/asbestos';
import { strataBond } from '../../facts/strata-bond';
import { explainers } from '../../explainers';
import type { Article } from '../../schemas';

/** The add-on's current price (add-ons.ts), so the article never quotes an old one. */
const moisturePrice = formatDollars(addOns.find((a) => a.slug === 'moisture-testing')!.price);

export const article = {
  kind: 'tips',
  slug: 'investment-property-inspection-essentials',
  title: 'Investment Property Inspections: What NSW Investors Should Check',
  excerpt:
    'What to check before buying a rental in NSW: tenant-ready condition, visible safety ' +
    'items, wet areas, the roof, termites and a realistic maintenance budget.',
  image: '/images/articles/investment-property-inspection-essentials.svg',
  imageAlt:
    'Illustration of an investor and a builder reviewing an inspection report outside a pair ' +
    'of townhouses with a for lease sign',
  date: '2025-07-16',
  updated: '2026-11-27',
  category: 'Investing',
  content: {
    intro:
      `When you buy an investment property, you are buying a home for someone else and a set of ` +
      `future repair bills for yourself. The condition of the place affects the rent it can ` +
      `earn, how quickly it lets, how often your property manager calls about a problem, and how ` +
      `much of your return goes on maintenance.\n\n` +
      `Because you may rarely see the property once it is tenanted, the inspection before you ` +
      `buy matters even more. This checklist covers what investors should look at, what to ask ` +
      `for when buying a unit, and how to plan for upkeep once the property is yours.`,
    sections: [
      {
        heading: 'Is it ready to rent?',
        content:
          `Start with a simple question: could a tenant move in next week without major work? ` +
          `Walk through with that in mind, and read the inspection report the same way.\n\n` +
          `- The kitchen and bathrooms work, with no obvious leaks, and there is hot water.\n` +
          `- External doors lock, and windows open, close and lock.\n` +
          `- There are no signs of active leaks, damp or mould.\n` +
          `- Floors are sound, without loose boards, lifting tiles or trip hazards.\n` +
          `- Wet areas have working exhaust fans or openable windows.\n` +
          `- Paint, floor coverings and blinds are in a state a tenant would accept.\n\n` +
          `NSW Fair Trading publishes information on the condition rental homes are expected to be in ` +
          `and on landlords' repair obligations. Read it before you buy and compare it with the ` +
          `inspection report, so you know whether the property needs work before its first ` +
          `tenant moves in.\n\n` +
          `Cosmetic items, such as tired paint or dated fittings, are easy to price and often ` +
          `easy to fix between tenancies. Structural, moisture and roofing problems are the ones ` +
          `that blow out budgets, so give them the most weight when you consider the price.`,
      },
      {
        heading: 'Safety items to check',
        content:
          `As the owner of a rental, you are generally responsible for dealing with safety problems, and ` +
          `they ` +
          `are easy to overlook when a property has been furnished and styled for sale.\n\n` +
          `- Balustrades and handrails on stairs, decks and balconies: loose rails, corroded ` +
          `fixings, rotting timber or gaps a small child could slip through. Our reports list ` +
          `unsafe balustrades we notice as safety hazards.\n` +
          `- Smoke alarms: a building inspection can note whether alarms are visible, but it ` +
          `doesn't test them or confirm that they meet current requirements. Ask the agent how ` +
          `old they are and when they were last tested, and check NSW Fair Trading's information ` +
          `on landlords' obligations.\n` +
          `- Trip hazards: uneven paths, loose pavers, broken steps and lifting floor ` +
          `coverings.\n` +
          `- Suspect asbestos: homes built before about ${asbestos.likelyBeforeYear} are likely ` +
          `to contain some, and a visual check can only flag it ` +
          `(${explainers.asbestos.link('what confirms it')}). This matters if you plan to renovate ` +
          `between tenancies.\n` +
          `- Electrical and gas: we note visible concerns, such as damaged fittings, and ` +
          `recommend a licensed electrician or gasfitter where a closer look is needed.\n\n` +
          `Sort out safety items before a tenant moves in. They are the findings you least want to ` +
          `leave for later.`,
      },
      {
        heading: 'Wet areas and the roof: where big repair bills start',
        content:
          `In a rental, water problems can grow unnoticed. A tenant may not report a slow leak, ` +
          `and by the time a stain appears on the ceiling below, the damage may have spread well ` +
          `beyond the bathroom.\n\n` +
          `In bathrooms, laundries and kitchens, look for:\n\n` +
          `- cracked grout, loose or hollow-sounding tiles and blackened silicone\n` +
          `- swollen vanities and door frames\n` +
          `- water stains on the ceiling below a bathroom, or on the other side of a shower ` +
          `wall\n` +
          `- mould that suggests poor ventilation\n\n` +
          `In an apartment, a failed shower can damage the unit below, which can quickly involve ` +
          `neighbours, the owners corporation and insurers.\n\n` +
          `On the roof, the inspection covers the coverings, flashings, gutters and downpipes ` +
          `where they can be viewed safely, and the roof space where access allows. Cracked or ` +
          `slipped tiles, rusted sheeting, corroded gutters and water stains on the timber ` +
          `framing are all worth pricing before you buy.\n\n` +
          `If wet areas concern you, moisture testing can be added to your inspection for ${moisturePrice}. ` +
          `Readings are taken with a moisture meter across the wet areas, around windows and along ` +
          `the base of walls, and read alongside what the inspector can see, because a meter gives an indication rather than ` +
          `proof: hidden pipes or mesh and salty masonry can make a dry surface read high.`,
      },
      {
        heading: 'Timber pests, and what your policy says about them',
        content:
          `Standard home insurance usually excludes termite damage, so don't assume a landlord or ` +
          `building policy will pay if termites turn up after you buy: read its wording before you ` +
          `rely on it (${explainers.termites.link('why termites are a year-round risk in Sydney')}).\n\n` +
          `That is a strong reason to choose a combined building and pest inspection for a house ` +
          `or townhouse. The timber pest part follows AS 4349.3, which covers subterranean and ` +
          `dampwood termites, borers and wood decay fungi, and reports conditions that make an ` +
          `attack more likely. It doesn't require an assessment for drywood termites, so raise ` +
          `them when you book if they concern you.\n\n` +
          `Conditions that attract termites are common in rentals, partly because tenants can't ` +
          `be expected to recognise them:\n\n` +
          `- garden beds, mulch or soil built up against the walls\n` +
          `- timber fences, garden sleepers or stored timber touching the house\n` +
          `- leaking taps, pipes or air conditioner drains keeping the soil damp\n` +
          `- a poorly ventilated or damp subfloor\n\n` +
          `After you buy, regular timber pest inspections belong in the maintenance plan: AS 3660.2 ` +
          `recommends one at least every 12 months, and more often where the risk is high ` +
          `(${explainers.termites.link('what else to do about termites')}).`,
      },
      {
        heading: 'Units and townhouses: the rest of the building',
        content:
          `When you buy into a strata scheme, you share the cost of looking after the whole ` +
          `building. The inspection covers ${strataLot.scope}, as AS 4349.1's strata appendix ` +
          `sets it, and the strata records tell you about the rest: as an investor, weigh what the ` +
          `lot pays, the funds set aside for major works and any defect reports against what the ` +
          `building seems to need (${explainers.strataRecords.link('arranging access, and what else to look for')}).\n\n` +
          `For a recently built block of ${strataBond.minStoreys} or more storeys, ask whether it came ` +
          `under the ${strataBond.scheme} and what its defect reports found, because unresolved items ` +
          `can become costs for every owner; a developer with approved ${strataBond.insuranceAlternative} ` +
          `was exempt from the bond and its inspections, so there may be none ` +
          `(${explainers.strataBond.link('how the scheme works')}).\n\n` +
          `NSW strata laws were also reformed in stages during 2025, including new powers ` +
          `for NSW Fair Trading to enforce repairs to common property. Check Fair Trading's ` +
          `website for the rules that apply when you buy.`,
      },
      {
        heading: 'Budgeting for maintenance',
        content:
          `An inspection report is also the first draft of your maintenance budget. Sort each ` +
          `finding into one of three groups:\n\n` +
          `- Before a tenant moves in: safety hazards, active leaks and anything that stops the ` +
          `property being rentable.\n` +
          `- Within the next year or two: items that will get worse, such as tired sealants, ` +
          `failing paint on exposed timber, or gutters near the end of their life.\n` +
          `- Longer term: large items you can see coming, such as a roof replacement, exterior ` +
          `repainting or an ageing hot water system.\n\n` +
          `Get written quotes for the major items before you exchange if you can. They give you ` +
          `real figures to weigh against the price, and possibly to negotiate with.\n\n` +
          `Then set money aside. There is no single right figure. Older and larger properties, ` +
          `and those exposed to coastal weather, generally cost more to keep up, so base your ` +
          `buffer on the property's actual condition rather than a rule of thumb. Allow for the ` +
          `extra cost of working around tenants, such as arranging access through your property ` +
          `manager. Keep every invoice, and ask your accountant how repairs and improvements are ` +
          `treated for tax. Moneysmart has independent information on the costs and risks of ` +
          `property investing that is worth reading before you commit.`,
      },
      {
        heading: 'Keeping track with periodic maintenance assessments',
        content:
          `Once you own the property, a maintenance assessment by one of our licensed builders ` +
          `gives you an independent look at its condition and a written, prioritised plan. It covers the roof and gutters, drainage, the subfloor and damp, external ` +
          `timber, balconies and balustrades, and the general condition of the building, with ` +
          `each item ranked by urgency.\n\n` +
          `Good times to book include:\n\n` +
          `- between tenancies, when the property is empty and repairs are easier to arrange\n` +
          `- late winter or early spring, so gutters, flashings and drainage are sorted before ` +
          `storm season\n` +
          `- after a severe storm, or when a tenant reports a leak\n` +
          `- every year or two for older homes, and for homes near the coast or large trees\n\n` +
          `For a tenanted property, your property manager arranges access and gives the tenants ` +
          `the notice the law requires. The plan then sits alongside the condition reports ` +
          `prepared for each tenancy as a dated record of the property's condition, which helps ` +
          `you budget, brief trades and respond to repair requests with confidence.`,
      },
    ],
    conclusion:
      `A good investment property earns steady rent without constant surprises. Before you buy, ` +
      `check that it is ready to rent and safe, look hard at the wet areas, roof and timber ` +
      `pests, and read the strata records if it is a unit. After you buy, turn the report into a ` +
      `budget and keep the property on a regular maintenance cycle.\n\n` +
      `Call us or use the booking form to arrange a pre-purchase inspection, or call us about a ` +
      `maintenance assessment.`,
  },
  booking: { product: 'pre-purchase-building-pest-inspection' },
  relatedLinks: {
    internal: [
      {
        title: 'Pre-Purchase Building & Pest Inspection',
        url: '/products/pre-purchase-building-pest-inspection',
      },
      { title: 'Strata / Multi-Unit Inspections', url: '/products/strata-multi-unit-inspections' },
      { title: 'Maintenance Assessments', url: '/services/maintenance-assessments' },
      {
        title: 'How to Read a Building Inspection Report: A Section-by-Section Guide for NSW Buyers',
        url: '/knowledge/guides/how-to-read-building-inspection-report',
      },
      {
        title: 'How to Spot Moisture and Mould Problems in Your Sydney Home',
        url: '/knowledge/tips/detecting-moisture-mould-problems',
      },
    ],
    external: [
      { title: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au/' },
      { title: 'Moneysmart', url: 'https://moneysmart.gov.au/' },
      { title: 'NSW Legislation', url: 'https://legislation.nsw.gov.au/' },
      {
        title: 'Asbestos and Silica Safety and Eradication Agency',
        url: 'https://www.asbestossafety.gov.au/',
      },
    ],
  },
} satisfies Article;
