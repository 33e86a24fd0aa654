import { formatDollars } from '../../../lib/format';
import { addOns } from '../../add-ons';
import { explainers } from '../../explainers';
import type { Article } from '../../schemas';

/** The add-on's current price (add-ons.ts), so the article never quotes an old one. */
const thermalPrice = formatDollars(addOns.find((a) => a.slug === 'thermal-imaging-scan')!.price);

export const article = {
  kind: 'news',
  slug: 'thermal-imaging-technology-building-inspections',
  title: 'Thermal Imaging in Building Inspections: What It Can Show, What It Cannot, and How to Read It',
  excerpt:
    'Thermal cameras show surface temperature differences, not what is inside walls. What that ' +
    `means for your inspection, our ${thermalPrice} add-on and the images in your report.`,
  image: '/images/articles/thermal-imaging-technology-building-inspections.svg',
  imageAlt: 'Illustration of a thermal camera screen showing a cool blue patch on a warm orange ceiling',
  date: '2025-04-09',
  updated: '2026-11-27',
  category: 'Technology',
  content: {
    intro: `Thermal cameras have become a common sight at building inspections, and the colourful images they produce can look like a window into the walls. They are not. A thermal camera is a genuinely useful tool, but only when you understand what it measures and where its limits are.

This article explains how thermal imaging works in plain terms, what it can help an inspector notice, what it cannot do, why the conditions on the day matter, and how a suspected problem is checked before it goes into a report. It also covers how we offer thermal imaging as a ${thermalPrice} add-on to our inspections, and how to make sense of the thermal images when your report arrives.`,
    sections: [
      {
        heading: 'How a thermal camera works',
        content: `Every surface gives off infrared radiation, and the warmer it is, the more it gives off. A thermal camera detects that radiation and turns it into an image in which different colours represent different surface temperatures.

The key word is surface. The camera reads the temperature of the plasterboard, tile, timber or brick facing it, not what lies behind. What makes it useful is that hidden conditions often change the temperature of the surface in front of them:

- Damp materials tend to read cooler than dry ones, because evaporating water draws heat away.
- A ceiling with insulation missing above it can read warmer or cooler than the surrounding area, depending on the weather.
- Draughts around windows and doors can show up as streaks of cooler or warmer air on nearby surfaces.

So the camera does not find the cause of a problem. It shows a pattern of temperature differences, and an experienced inspector decides whether that pattern is worth a closer look. That judgement, not the camera, is what you are really paying for.`,
      },
      {
        heading: 'What thermal imaging can help reveal',
        content: `Used by a licensed builder alongside a careful visual inspection, a thermal camera can help draw attention to issues that are otherwise easy to miss, especially in finished rooms where everything looks freshly painted.

Patterns that may be worth investigating include:

- Cool patches on ceilings under a roof leak, or around a shower, bath or basin where water may be escaping.
- Cool areas at the base of walls that may point to rising or lateral damp.
- Gaps, slumping or missing sections in ceiling insulation.
- Air leaks around windows, doors, downlights and wall penetrations.
- Unusually warm spots near electrical fittings, which are a reason to ask a licensed electrician to check them.

Each of these is a pattern consistent with a possible problem, not a diagnosis. The value of the camera is that it lets an inspector scan large areas of walls and ceilings quickly and focus attention where it is most needed. It adds to the visual inspection that AS 4349.1 describes; it does not replace it.`,
      },
      {
        heading: 'What thermal imaging cannot do',
        content: `Thermal imaging is sometimes sold as if it can see through walls, find every leak or detect termites anywhere in a house. None of that is true, and it is worth being clear about the limits.

A thermal camera cannot:

- See through walls, floors or ceilings. It reads surface temperatures only.
- Prove moisture on its own. A cool patch could be damp, but it could also be a cold water pipe, a stud behind the plasterboard, a draught or the shadow of a nearby building.
- Read reliably from shiny surfaces. Glass, polished tiles and bare metal reflect heat from elsewhere, so the image may show a reflection rather than the surface itself.
- Tell you how old a problem is, how far it extends inside a cavity or what it will cost to fix.
- Work as a termite detector by itself.

A report that treats a thermal image as proof of a defect, without any other check, should be read with caution. Ask what else was done to check the finding.`,
      },
      {
        heading: 'Why conditions on the day matter',
        content: `A thermal camera needs temperature differences to work with. When inside and outside temperatures are similar and nothing is heating or cooling the building, a wall with a problem and a wall without one can look almost identical.

Conditions that affect what the camera can show include:

- The gap between indoor and outdoor temperature. Cool mornings and warm afternoons can give quite different results.
- Recent weather. A roof leak that only appears in heavy rain may leave no trace after a dry week.
- Sun on walls and roofs. Solar heating can mask or mimic a pattern, particularly on west-facing walls late in the day.
- Air conditioning and heating, which change surface temperatures room by room.
- Furniture, stored goods and wall hangings: anything blocking a wall blocks the camera too.

For these reasons a thermal image that shows an unusual pattern is useful evidence, but one that shows nothing unusual is not proof that nothing is wrong. Your report should note any conditions that limited what could be seen.`,
      },
      {
        heading: 'Following up a cool patch with a moisture meter',
        content: `When the camera shows a pattern that could be moisture, the next step is a moisture meter. The meter gives a reading where it touches the surface, and comparing that reading with nearby areas that look dry helps the inspector judge whether the patch is damp or just a cold pipe or a draught.

A meter reading is an indication, not proof. Hidden metal behind the surface, such as a pipe, foil-backed insulation or wire mesh, can push a reading up, and so can salts in brick or masonry, even when the material is dry. Pin-type meters also leave small marks in the surface they test. That is why a report should say a spot was tested for elevated moisture rather than present a number as a verdict.

Used together, the tools narrow the question down step by step:

- The camera points to where to look.
- The moisture meter checks that spot, and dry areas around it for comparison, for elevated moisture.
- The visual inspection looks for the likely source nearby, such as failed grout, a cracked tile, a blocked gutter or a missing flashing.

When the camera, the meter and the visual evidence point the same way, the report will usually recommend further action. That might be a plumber to pressure-test pipes, a roofer to check flashings, a waterproofing specialist for a shower, or an invasive inspection to open up the affected area. Invasive work, such as cutting into plasterboard, goes beyond a pre-purchase inspection: it is an [inspection of its own](/products/invasive-detailed-defect-inspection).

Where moisture sits in walls or floors for a long time, mould can follow, and that is a health question as well as a building one (${explainers.mouldHealth.link('what NSW Health says about mould')}).`,
      },
      {
        heading: 'Thermal imaging and termites',
        content: `Termites need moisture, and active nests and workings can sometimes change surface temperatures. That is why thermal cameras are often mentioned in the same breath as termite inspections. Treat that connection with care.

A thermal image may show a pattern that prompts an inspector to look more closely at a wall, a skirting board or a door frame. It cannot confirm termite activity on its own, and a lack of unusual patterns does not mean a property is free of termites.

A timber pest inspection to AS 4349.3 looks for evidence of subterranean and dampwood termites, borers and wood decay fungi in accessible areas, along with conditions that make an attack more likely, such as timber in contact with soil, leaking pipes and poor subfloor ventilation. Thermal imaging can support that work; it is not a substitute for it.

If you are buying, a combined building and pest inspection is the right starting point, with thermal imaging as an optional extra (${explainers.termites.link('more on termites in Sydney')}).`,
      },
      {
        heading: 'Adding thermal imaging to your inspection',
        content: `We offer thermal imaging as a ${thermalPrice} add-on to our inspections; it is not part of an inspection unless you add it. When you add thermal imaging, our licensed builder uses the camera during the inspection to scan walls, ceilings and wet areas, then follows up anything unusual with a moisture meter and a closer visual check.

It is particularly worth considering when:

- The property has bathrooms, laundries or balconies that have been recently renovated or freshly painted.
- There are signs of past leaks, such as stains, bubbling paint or patched ceilings.
- You are buying an older home, or a unit where water can travel between apartments.
- You want a clearer picture of ceiling insulation in parts of the roof space that cannot be reached safely.

To add it, mention thermal imaging when you use the booking form or call us. The add-on fee is separate from the inspection's own price. Thermal findings appear in the same report as your inspection.`,
      },
      {
        heading: 'How to read the thermal images in your report',
        content: `Thermal images can be confusing at first glance. A few habits make them much easier to understand:

- Check the temperature scale. Most images include a colour bar with the lowest and highest temperatures in view. Warmer colours usually mean warmer surfaces, but the scale is set for each image, so the same colour can mean different temperatures in different photos.
- Match it to the normal photo. A good report pairs a thermal image with an ordinary photo or a clear description of the location, so you know which wall or ceiling you are looking at.
- Look for the marker. Spot readings are often shown with a crosshair or box and a temperature next to it.
- Read the words. The inspector's comment matters more than the colours. Look for whether the area was tested for elevated moisture with a meter, whether a likely source was seen, and what action is recommended.

Be aware of the language. Phrases such as "anomaly" or "consistent with moisture" describe a pattern that needs attention; "elevated moisture reading" means the meter read high at that spot, which points towards damp but is weighed alongside what else the inspector saw. If a finding affects your decision, call us and we will talk you through it.`,
      },
    ],
    conclusion: `Thermal imaging is a helpful tool in the right hands. It shows temperature differences on surfaces, helps an inspector decide where to look more closely, and, followed up with a moisture meter and a careful look for the source, can turn a hidden leak into a finding you can act on. It cannot see through walls, it depends on the conditions on the day, and it is not a termite detector on its own.

If you would like thermal imaging included, add it to your building or building and pest inspection when you book. Your report will explain in plain language what the camera showed and what it means for your decision.`,
  },
  booking: { product: 'pre-purchase-building-pest-inspection' },
  relatedLinks: {
    internal: [
      {
        title: 'Pre-Purchase Building & Pest Inspection',
        url: '/products/pre-purchase-building-pest-inspection',
      },
      {
        title: 'Invasive / Detailed Defect Inspection',
        url: '/products/invasive-detailed-defect-inspection',
      },
      { title: 'Defect Inspections', url: '/services/defect-inspections' },
      {
        title: 'How to Spot Moisture and Mould Problems in Your Sydney Home',
        url: '/knowledge/tips/detecting-moisture-mould-problems',
      },
      {
        title: 'How to Read a Building Inspection Report: A Section-by-Section Guide for NSW Buyers',
        url: '/knowledge/guides/how-to-read-building-inspection-report',
      },
    ],
    external: [
      { title: 'NSW Health', url: 'https://www.health.nsw.gov.au/' },
      { title: 'Standards Australia', url: 'https://www.standards.org.au/' },
      { title: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au/' },
    ],
  },
} satisfies Article;
