import { formatDollars } from '../../../lib/format';
import { addOns } from '../../add-ons';
import { explainers } from '../../explainers';
import { reasonableAccess } from '../../facts/reasonable-access';
import type { Article } from '../../schemas';
import { formatDate } from '../../../lib/format';

/** The add-on's current price (add-ons.ts), so the article never quotes an old one. */
const thermalPrice = formatDollars(addOns.find((a) => a.slug === 'thermal-imaging-scan')!.price);

/** When the article was written: the rules it describes are as at this date. */
const date = '2025-06-11';
/** When it was last checked against the site's facts (issue 55); what it could not bring up to date, it says. */
const reviewed = '2026-12-06';

export const article = {
  kind: 'news',
  slug: 'sustainable-building-practices-australia-2025',
  title: 'Sustainable Building in NSW in 2025: BASIX, Energy Rules and What They Mean at Inspection',
  excerpt:
    'Higher BASIX targets, national energy rules and greener features such as insulation, solar ' +
    'and rainwater tanks: what they mean for NSW buyers and their inspections.',
  image: '/images/articles/sustainable-building-practices-australia-2025.svg',
  imageAlt: 'Illustration of a house with roof-mounted solar panels, a rainwater tank and insulated ceiling',
  date,
  updated: reviewed,
  category: 'Sustainability',
  content: {
    intro: `Energy-efficient design has moved from a selling point to a baseline in NSW. New homes are now designed to higher thermal and energy targets, and features such as thick ceiling insulation, solar panels and rainwater tanks are common on houses of every age.

These are good changes for comfort and running costs, but they also change what a building inspector sees, and what you should ask for as a buyer. This update sets out where the rules stood as at ${formatDate(date)}, how sustainable features affect a pre-purchase or handover inspection, and which documents to request before you commit.

We last reviewed it on ${formatDate(reviewed)}. The rules it describes are still given as they stood at ${formatDate(date)}: it does not cover any later change to BASIX, to the National Construction Code or to NSW's position on livable housing, so check NSW Fair Trading, Building Commission NSW or your certifier for anything since. What it says about inspecting insulation, solar panels and tanks has not changed.`,
    sections: [
      {
        heading: 'BASIX since October 2023: roughly a 7-star standard',
        content: `BASIX is the NSW scheme that sets energy and water targets for residential development. From 1 October 2023, its energy and thermal performance standards went up, to roughly the equivalent of a 7-star NatHERS rating. NatHERS, the Nationwide House Energy Rating Scheme, rates how well a home's design keeps it comfortable in heat and cold, on a star scale where more stars mean a more efficient design.

The NSW settings are not identical everywhere. Some climate zones have different targets, and apartment buildings of up to 5 storeys are treated differently as well. If you are comparing homes, do not assume every new dwelling has exactly the same rating.

What this means for you:

- A home approved under the newer settings should, on paper, be easier to keep comfortable than an older one.
- The BASIX certificate lists the commitments the design made, such as insulation, glazing, shading, water fixtures and hot water systems.
- A certificate describes the design. Whether those commitments were actually built is a separate question, and one an inspection can help you test.`,
      },
      {
        heading: 'National energy rules in general terms',
        content: `The National Construction Code (NCC), maintained by the Australian Building Codes Board, sets the minimum technical requirements for building work across Australia. Energy efficiency is one of the areas it covers, alongside structure, fire safety, health and amenity.

The 2022 edition of the NCC lifted the energy efficiency expectations for new housing nationally. Each state and territory decides how the NCC applies within its borders, and in NSW the energy side of home design is handled largely through BASIX. For a house, the BASIX certificate is usually the document that matters most; your designer or certifier can explain how the two work together on a particular project.

For buyers, the detail of the code matters less than two practical points:

- Energy rules apply to the design and construction of new work. An older home generally does not have to be upgraded just because the rules have changed.
- Renovations and extensions may have their own requirements, so if you are buying a home with recent additions, ask what approvals and certificates came with that work.

The NSW Planning Portal is the place to look up approvals, while the Australian Building Codes Board publishes the NCC itself.`,
      },
      {
        heading: 'Livable housing design: not adopted in NSW',
        content: `The NCC 2022 also introduced livable housing design provisions, a set of basic accessibility features for new homes intended to make them easier to use for people with limited mobility, older residents and visitors.

NSW did not adopt those provisions, and as at ${formatDate(date)} our understanding was that the question remains under consideration. That may change, so check with NSW Fair Trading, Building Commission NSW or your certifier if it affects a decision you are making.

The practical result is that a new NSW home is not necessarily built with accessibility in mind. If it matters to you now or may matter later, check for yourself rather than assuming:

- Is there a step-free path from the street or garage to the front door?
- Are the doorways and hallways wide enough for a wheelchair or walking frame?
- Does the bathroom have a shower without a hob, and walls that could take grab rails later?
- Is there a toilet on the entry level?

A building inspection reports on condition and defects, not on accessibility, so list these questions separately and ask the builder or agent directly.`,
      },
      {
        heading: 'Insulation and roof-space access',
        content: `Generous ceiling insulation is widely regarded as one of the most effective energy features in a home. It is also one of the main things that limits what an inspector can see in the roof space.

Inspectors usually assess the roof void through the ceiling access hatch, and they enter only a hatch and a space within ${reasonableAccess.limitsPhrase}, moving through it only where it is safe to do so. Thick batts or loose-fill insulation cover the ceiling joists and the tops of walls, which can hide:

- The condition of ceiling framing and timber connections.
- Signs of termite activity or old water damage.
- Cabling, pipes and other services running across the ceiling.

We do not lift or move insulation during a pre-purchase inspection. Where it restricts the view, the report says so, and you can decide whether a closer look is worthwhile before you commit.

Inspections can also note where insulation has gaps, has slumped or has been pushed aside by tradespeople. Thermal imaging, available as a ${thermalPrice} add-on, can help show those gaps from inside the rooms below. On a new home, check that the insulation in place is consistent with what the BASIX certificate lists.`,
      },
      {
        heading: 'Tighter homes, condensation and ventilation',
        content: `Better sealed, better insulated homes lose less heat, but they also hold onto more of the moisture people produce every day through showers, cooking, breathing and drying clothes indoors. If that moist air has nowhere to go, it can condense on cold surfaces such as windows, ceilings and external corners.

Ventilation is the answer, and it is an area inspectors watch closely. Things we look for include:

- Exhaust fans in bathrooms, laundries and kitchens, and where they discharge. A fan that vents into the roof space moves the moisture rather than removing it.
- Condensation staining on window frames, sills and ceilings.
- Mould spotting in corners, behind wardrobes and on bathroom ceilings.
- Subfloor ventilation in homes with suspended timber floors, where blocked vents can leave the area damp.

Persistent condensation can damage finishes and encourage mould, which some people react to (${explainers.mouldHealth.link('what NSW Health says')}), so a well-sealed home needs a way to get rid of damp air. If an inspection finds moisture problems, the report should note the likely source where it can be seen and suggest a next step.`,
      },
      {
        heading: 'Solar panels on the roof',
        content: `Rooftop solar is now common on Sydney homes, and buyers often see it as a plus. From an inspection point of view, panels also cover part of the roof, which affects what can be seen.

AS 4349.1 limits the roof check to what can be seen safely from a ladder, the ground and other safe vantage points. Panels hide the roofing directly beneath them, so an inspector cannot comment on tiles or sheeting under the array. What can often be checked visually includes:

- Roofing around the panels, including broken or displaced tiles near mounting points.
- Flashings and sealants where brackets or cables pass through the roof.
- Gutters clogged by debris that collects under or behind panels.
- Signs of leaks in the roof space below the array, where it can be reached.

A building inspection is not an electrical check. It does not test whether the system works, how much it produces or whether the inverter and wiring are safe; a licensed electrician or solar specialist can do that. Ask the seller for the installation paperwork, the installer's details, any product warranties and whether a battery is included and covered.`,
      },
      {
        heading: 'Rainwater tanks and water-saving features',
        content: `Rainwater tanks often appear among the water commitments on BASIX certificates for new NSW homes, and they are a common sight on older properties too. A tank that is badly installed or neglected can cause damage rather than save water.

During a visual inspection, an inspector may look at:

- The base or stand. It should be level, solid and not cracking or sinking.
- Overflow. Excess water should be directed to the stormwater system, not left to pond against the house or near footings.
- Gutters and downpipes feeding the tank, including leaks and blockages.
- Screens on inlets and overflows, which help keep out leaves and mosquitoes.
- Leaks at fittings, and damp ground around the tank.

If the tank is plumbed to toilets or the laundry, ask whether the pump works and whether there is a mains water backup. A building inspection notes what is visible; it does not test pumps or water quality. For guidance on using rainwater safely, NSW Health is a sensible first stop.`,
      },
      {
        heading: 'Documents to ask for before you buy',
        content: `Sustainable features are only as good as the paperwork behind them. Before exchange, ask the agent or seller for the documents that show what was designed, approved and installed:

- The BASIX certificate, for homes and renovations that required one.
- A NatHERS certificate, if the design was assessed that way.
- Installation paperwork and product warranties for solar panels, batteries, heat pump or solar hot water and rainwater pumps.
- Any product information for insulation, glazing and ventilation systems.

For apartments, some of these features may belong to the building rather than the unit, such as shared solar or water systems. Ask the owners corporation how those systems are maintained and what they cost.

Give copies of the BASIX certificate and plans to your inspector before the visit if you can. It lets a licensed builder compare commitments with what is actually there and flag anything that looks different.`,
      },
    ],
    conclusion: `Sustainable building in NSW had moved forward by ${formatDate(date)}: BASIX targets went up in October 2023, national energy expectations had risen, and energy and water features were standard on many homes. Accessibility rules were a different story, with NSW not having adopted the national livable housing provisions as at that date.

For buyers, the key points are to read the certificates, check that the features were actually delivered, and understand how insulation, panels and tanks affect what an inspection can see. Our licensed builders carry out pre-purchase inspections to AS 4349.1. For a new home, a handover inspection checks finish and function before the final payment; it is a visual check against your contract, not an AS 4349.1 inspection. Use the booking form or call us to arrange either.`,
  },
  booking: { product: 'pre-purchase-building-inspection' },
  relatedLinks: {
    internal: [
      { title: 'Pre-Purchase Building Inspection', url: '/products/pre-purchase-building-inspection' },
      {
        title: 'Handover / Practical Completion Inspection',
        url: '/products/handover-practical-completion-inspection',
      },
      { title: 'Progress / Stage Inspections', url: '/products/progress-stage-inspections' },
      {
        title:
          'Thermal Imaging in Building Inspections: What It Can Show, What It Cannot, and How to Read It',
        url: '/knowledge/news/thermal-imaging-technology-building-inspections',
      },
      {
        title: 'A Season-by-Season Maintenance Guide for Sydney and NSW Homes',
        url: '/knowledge/blog/seasonal-property-maintenance-guide-australia',
      },
    ],
    external: [
      { title: 'NSW Planning Portal', url: 'https://www.planningportal.nsw.gov.au/' },
      { title: 'NatHERS', url: 'https://www.nathers.gov.au/' },
      { title: 'Australian Building Codes Board', url: 'https://www.abcb.gov.au/' },
      { title: 'NSW Health', url: 'https://www.health.nsw.gov.au/' },
    ],
  },
} satisfies Article;
