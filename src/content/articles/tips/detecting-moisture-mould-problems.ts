import { formatDollars } from '../../../lib/format';
import { addOns } from '../../add-ons';
import { link } from '../../../lib/inline-links';
import type { Article } from '../../schemas';

/** The add-on's current price (add-ons.ts), so the article never quotes an old one. */
const moisturePrice = formatDollars(addOns.find((a) => a.slug === 'moisture-testing')!.price);

export const article = {
  kind: 'tips',
  slug: 'detecting-moisture-mould-problems',
  title: 'How to Spot Moisture and Mould Problems in Your Sydney Home',
  excerpt:
    'The signs of damp and mould in a Sydney home, what usually causes them, what NSW Health ' +
    'says about health effects, and how thermal imaging and moisture meters help.',
  image: '/images/articles/detecting-moisture-mould-problems.svg',
  imageAlt:
    'Illustration of dark mould spots on a bathroom ceiling above a shower, with a moisture ' +
    'meter held against the wall below',
  date: '2025-05-21',
  updated: '2026-11-27',
  category: 'Maintenance',
  content: {
    intro:
      `Moisture causes a great deal of quiet damage in homes. It lifts paint, ` +
      `swells joinery, rots timber, makes a subfloor more attractive to termites and, given ` +
      `time, feeds mould. Much of it starts small and out of sight, which is why the early signs ` +
      `are worth learning.\n\n` +
      `As Sydney heads into the cooler months, condensation joins the usual suspects of leaks ` +
      `and poor drainage. This article covers the signs to look for, the common causes in Sydney ` +
      `homes, what NSW Health says about mould and health, how our licensed builders track ` +
      `moisture down, and when it is worth calling us.`,
    sections: [
      {
        heading: 'Signs of moisture you can spot yourself',
        content:
          `Walk through your home slowly and pay most attention to places where air doesn't ` +
          `move: behind furniture on outside walls, inside built-in wardrobes, under sinks and ` +
          `in the laundry.\n\n` +
          `- A musty or earthy smell in a room or cupboard, even when nothing is visible.\n` +
          `- Water stains, rings or tide marks on ceilings and walls.\n` +
          `- Paint that bubbles, peels or flakes, and plaster that feels soft or crumbles.\n` +
          `- Skirting boards, door frames or vanity cabinets that have swollen or come apart at ` +
          `the joints.\n` +
          `- White, powdery deposits on brickwork or masonry: salts left behind as water ` +
          `evaporates.\n` +
          `- Cracked or loose tiles, grout that stays dark long after a shower, and silicone ` +
          `that has turned black.\n` +
          `- Water running down the inside of windows on cool mornings and pooling on the ` +
          `sills.\n` +
          `- Timber floors that cup, lift or feel spongy underfoot.\n\n` +
          `One sign on its own may have a simple explanation. Several together, or a sign that ` +
          `is spreading, usually means water is getting somewhere it shouldn't.`,
      },
      {
        heading: 'What mould looks like and where it grows',
        content:
          `Mould usually appears as spots or patches that can be black, green, grey, white or ` +
          `brown, sometimes with a fuzzy texture. It tends to start in the corners of ceilings, ` +
          `around window frames, in shower recesses, on the backs of wardrobes against outside ` +
          `walls, and on things stored in damp cupboards, such as shoes, bags and cardboard ` +
          `boxes.\n\n` +
          `A few clues help separate mould from ordinary grime:\n\n` +
          `- Mould tends to spread outwards over days or weeks, while dirt stays put.\n` +
          `- It often comes with a musty smell.\n` +
          `- It comes back after cleaning if the surface stays damp.\n\n` +
          `That last clue is the important one. Mould needs moisture to grow, so it is a symptom ` +
          `rather than the problem itself. Wiping it off a bathroom ceiling without improving ` +
          `ventilation, or off a bedroom wall without finding the leak or condensation behind ` +
          `it, only buys time. The lasting fix is to find and deal with the water source, then ` +
          `clean up.\n\n` +
          `If mould covers a large area, keeps returning or appears where there is no obvious ` +
          `source of water, treat it as a reason to investigate rather than a reason to buy ` +
          `another bottle of cleaner.`,
      },
      {
        heading: 'Common causes of damp in Sydney homes',
        content:
          `In our experience, most moisture problems come down to one of four causes, and older homes can ` +
          `have ` +
          `several at once.\n\n` +
          `- Leaks. Cracked or slipped roof tiles, rusted roof sheeting, failed flashings and ` +
          `overflowing gutters let rain in from above. Leaking pipes inside walls and under ` +
          `sinks, failed shower waterproofing and leaking balconies cause damp from within.\n` +
          `- Condensation. Warm, moist air meets a cold surface and turns back into water. Long ` +
          `showers without an exhaust fan, clothes dried indoors, cooking without a rangehood ` +
          `and unflued gas heaters all add moisture to the air. Bedrooms closed up overnight in ` +
          `winter often show it on windows and walls by morning.\n` +
          `- Poor ventilation. A broken exhaust fan leaves steam with nowhere to go, and a fan ` +
          `that vents only into the roof space moves the problem rather than solving it. Blocked ` +
          `subfloor vents trap damp under the house, and furniture pushed hard against cold ` +
          `outside walls creates still pockets where mould thrives.\n` +
          `- Drainage. Downpipes that discharge at the base of a wall, blocked gutters, ground ` +
          `that slopes towards the house, and garden beds or paving built up against the walls ` +
          `all keep the base of the building wet.\n\n` +
          `Sydney's humid summers and heavy downpours put every one of these to the test, and a ` +
          `problem that seemed minor in a dry spell can become obvious after a week of rain.`,
      },
      {
        id: 'mould-and-health',
        heading: 'Mould and your health: what NSW Health says',
        content:
          `We are builders, not doctors, so for health questions we point people to NSW Health. ` +
          `Its information lists effects that mould can have on some people:\n\n` +
          `- a runny or blocked nose\n` +
          `- irritation of the eyes and skin\n` +
          `- wheezing\n` +
          `- possibly, asthma attacks\n\n` +
          `NSW Health also notes that most people are not affected by small amounts of mould. ` +
          `That is reassuring, but it isn't a reason to let mould grow, because the moisture ` +
          `feeding it is usually damaging the building at the same time.\n\n` +
          `If anyone in your household has symptoms they think may be linked to mould, or has ` +
          `asthma or another condition that worries you, talk to your GP. NSW Health also ` +
          `publishes practical advice on cleaning up mould, which is worth reading before you ` +
          `tackle a patch yourself. Whatever you do, fix the moisture source first, or the mould ` +
          `is likely to come back.`,
      },
      {
        heading: 'No Australian standard for mould: what that means for you',
        content:
          `We are not aware of any Australian Standard that sets out how mould in a home should ` +
          `be assessed, or what amount of it is acceptable. That has practical consequences for ` +
          `owners, buyers and renters.\n\n` +
          `- A timber pest inspection to AS 4349.3 covers termites, borers and wood decay fungi, ` +
          `but it doesn't require a mould assessment. Don't assume a pest report has looked for ` +
          `mould.\n` +
          `- A pre-purchase building inspection to AS 4349.1 reports visible defects, including ` +
          `signs of damp. If mould is a particular worry, say so when you book so that it is ` +
          `specifically looked for.\n` +
          `- Be wary of anyone who promises to test your home against an official Australian ` +
          `mould standard or safe level, because we have found no such standard.\n\n` +
          `In practice, the useful questions are practical ones. Where is the moisture coming ` +
          `from? How far has it spread? What will it take to fix? A licensed builder can help ` +
          `answer those, and our ${link('visual check add-on', '/services/specialised-inspections')} is there for buyers and ` +
          `owners who want visible mould specifically looked for and reported.`,
      },
      {
        heading: "How we find moisture you can't see",
        content:
          `Many moisture problems sit inside a wall, under a floor or above a ceiling. When you add ` +
          `thermal imaging and moisture testing to an inspection (they are paid add-ons, not part of ` +
          `every inspection), our licensed builders use the two tools together.\n\n` +
          `A thermal imaging camera shows differences in surface temperature across a wall or ` +
          `ceiling. Damp areas often show up cooler than their surroundings, which tells us ` +
          `where to look more closely. The camera doesn't see through walls, though, and a cool ` +
          `patch can also mean missing insulation or a draught.\n\n` +
          `That is why we follow up with a moisture meter, checking the suspect patch and the dry ` +
          `wall beside it for elevated moisture. A meter reading is a guide rather than proof: ` +
          `pipes, foil or mesh hidden behind the surface and salts in old brickwork can all make ` +
          `a dry wall read high, and a pin meter marks the surface it is pressed into. So we ` +
          `weigh the readings with what we can see. Used together, the camera, the meter and a ` +
          `careful look help us trace how far the damp seems to extend and point to its likely ` +
          `source, such as a shower recess, a window frame or a section of roof.\n\n` +
          `Where the evidence points to a problem inside the ` +
          `structure, our report says so and suggests ` +
          `the next step: a plumber, roofer or waterproofer, or an invasive inspection, which ` +
          `goes ahead only with the owner's written permission.`,
      },
      {
        heading: 'What you can do now, and when to call us',
        content:
          `Some everyday habits reduce moisture straight away:\n\n` +
          `- Run the bathroom exhaust fan during showers and for a while afterwards, and open a ` +
          `window when you can.\n` +
          `- Use the rangehood when cooking, and dry clothes outside whenever the weather ` +
          `allows.\n` +
          `- Keep gutters clear and check that every downpipe runs into a drain.\n` +
          `- Keep garden beds, mulch and paving below the weep holes in brick walls.\n` +
          `- Leave a small gap between furniture and outside walls.\n` +
          `- Fix dripping taps and replace split or blackened silicone promptly.\n\n` +
          `Call us when the problem goes beyond housekeeping: a stain that grows or returns, a ` +
          `musty smell with no visible source, mould that comes back after cleaning, timber that ` +
          `feels soft, or a recent leak you want checked. If you are buying, mention any signs ` +
          `of damp you noticed at the open home when you book.\n\n` +
          `Moisture testing is an ${moisturePrice} add-on to any of our inspections, and a thermal imaging ` +
          `scan and a visual mould check can be added in the same visit, with their findings in the ` +
          `same report as your inspection. If you own the home and only want the damp investigated, ` +
          `we can quote a standalone specialised inspection.`,
      },
    ],
    conclusion:
      `Moisture problems rarely fix themselves, and the longer water sits in a wall, floor or ` +
      `ceiling, the more it costs to put right. Learn the early signs, deal with simple causes ` +
      `such as blocked gutters and idle exhaust fans, and treat mould as a clue to a moisture ` +
      `problem rather than the problem itself. If you rent, raise damp and mould with your ` +
      `landlord or property manager early; NSW Fair Trading has information for tenants on ` +
      `asking for repairs.\n\n` +
      `When the source isn't obvious, our licensed builders can help. Call us, tell us what you ` +
      `have noticed and where, and we will suggest the inspection or add-on that fits.`,
  },
  booking: { service: 'specialised-inspections' },
  relatedLinks: {
    internal: [
      { title: 'Specialised Inspections', url: '/services/specialised-inspections' },
      { title: 'Maintenance Assessments', url: '/services/maintenance-assessments' },
      {
        title: 'Invasive / Detailed Defect Inspection',
        url: '/products/invasive-detailed-defect-inspection',
      },
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
      { title: 'NSW Health', url: 'https://www.health.nsw.gov.au/' },
      { title: 'Standards Australia', url: 'https://www.standards.org.au/' },
      { title: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au/' },
    ],
  },
} satisfies Article;
