import { explainers } from '../../explainers';
import { asbestos } from '../../facts/asbestos';
import { expertEvidence } from '../../facts/expert-evidence';
import { warranty } from '../../facts/warranty';
import { link } from '../../../lib/inline-links';
import type { Article } from '../../schemas';

export const article = {
  kind: 'blog',
  slug: 'top-10-building-defects-australian-homes',
  title: 'Ten Common Building Defects in Australian Homes, and What to Do About Them',
  excerpt:
    'Ten defects our licensed builders keep finding in Sydney homes, from roof leaks and rising damp to ' +
    'unsafe DIY work: what to look for and what to do next.',
  image: '/images/articles/top-10-building-defects-australian-homes.svg',
  imageAlt:
    'Illustration of a house cross-section with ten numbered markers on the roof, gutters, walls, ' +
    'bathroom, balcony and subfloor',
  date: '2025-03-12',
  updated: '2026-11-27',
  readTime: 11,
  content: {
    intro:
      `Every home develops faults over time. Some are cosmetic. Others quietly let water in, weaken the ` +
      `structure or put the people inside at risk. Our licensed builders see the same kinds of problems ` +
      `come up again and again across Sydney and NSW, in Federation cottages, fibro bungalows, brick ` +
      `veneer homes and modern townhouses alike.\n\n` +
      `This article walks through ten of them. For each one we cover what it looks like, why it matters ` +
      `and a sensible next step. The list is not a ranking: the defects are grouped in pairs so that ` +
      `related problems sit together. It is also no substitute for an inspection, but it will help you ` +
      `recognise the warning signs in a home you own or are thinking of buying.`,
    sections: [
      {
        heading: 'Defects 1–2: roof leaks, flashings, gutters and downpipes',
        content:
          `1. Roof and flashing leaks\n\n` +
          `Roof leaks often start at the joints rather than the tiles or sheets themselves: the flashings ` +
          `around chimneys, skylights and vents, and the junctions where a roof meets a wall. In the roof ` +
          `space, look for water-stained timbers, damp or flattened insulation and daylight showing through ` +
          `gaps. Inside, watch for brown rings on ceilings, bubbling paint and a musty smell after rain. ` +
          `Outside, cracked or slipped tiles, crumbling ridge pointing, rusted sheeting and lifted ` +
          `flashings are common on older homes.\n\n` +
          `A small leak rarely stays small. Persistent moisture rots timber, stains plaster, feeds mould ` +
          `and can attract termites. The fix is often a targeted repair by a roofer rather than a new roof, ` +
          `so have the source found and fixed early.\n\n` +
          `2. Gutter and downpipe problems\n\n` +
          `Gutters and downpipes are the roof's drainage system, and they fail more often than owners ` +
          `expect. Signs include water spilling over the front of the gutter in heavy rain, sagging or ` +
          `rusted sections, gutters that fall the wrong way, downpipes that stop short or discharge against ` +
          `the wall, and stained brickwork or washed-out soil below.\n\n` +
          `Overflowing box gutters are a particular risk because they sit inside the roof line and can send ` +
          `water straight into the ceiling. Keep gutters clear, check them after storms, replace corroded ` +
          `sections and make sure downpipes connect to the stormwater system rather than soaking the ground ` +
          `beside the footings.`,
      },
      {
        heading: 'Defects 3–4: damp, drainage and subfloor ventilation',
        content:
          `3. Rising damp, falling damp and poor drainage\n\n` +
          `Rising damp is moisture drawn up from the ground into masonry walls, usually where a damp-proof ` +
          `course is missing, damaged or bridged by garden beds, paving or render. Falling damp comes from ` +
          `above, through faulty copings, parapets, window sills or overflowing gutters. Both show up as ` +
          `tide marks, flaking paint, white powdery salt deposits, crumbling mortar and a damp smell at the ` +
          `base of walls, and we often see them in older brick homes and terraces.\n\n` +
          `Poor site drainage makes both worse. Watch for ground that slopes towards the house, water ` +
          `ponding against walls, buried weep holes and a wet subfloor after rain. The first steps are ` +
          `often simple: lower garden beds, clear weep holes and direct surface water away from the ` +
          `building. Damp that persists may need a drainage plumber or a specialist damp-proofing repair.\n\n` +
          `4. Poor subfloor ventilation\n\n` +
          `Houses built off the ground rely on air moving under the floor to keep the timbers dry. Vents ` +
          `get blocked by garden beds, paving, extensions and stored items, and some homes never had enough ` +
          `in the first place. Signs include a musty smell indoors, damp soil or mould under the house, rot ` +
          `in bearers and joists, rusted fixings and floors that feel springy underfoot.\n\n` +
          `A damp, still subfloor is exactly what subterranean termites and wood decay fungi prefer. ` +
          `Clearing existing vents is an easy start. Adding vents or mechanical ventilation is a job for a ` +
          `builder, and any drainage problem feeding the moisture needs fixing at the same time.`,
      },
      {
        heading: 'Defects 5–6: wet-area waterproofing, balconies and balustrades',
        content:
          `5. Failed waterproofing in bathrooms, showers and laundries\n\n` +
          `Wet areas rely on a waterproof membrane under the tiles. When it fails, or was never installed ` +
          `properly, water can soak into floors, walls and framing long before anything shows. Warning ` +
          `signs include:\n\n- cracked or missing grout and silicone, especially where the floor meets the ` +
          `wall\n- loose or drummy tiles that sound hollow when tapped\n- swollen skirting boards, door ` +
          `frames or vanity cabinets near the wet area\n- stains, peeling paint or mould on the other side ` +
          `of a shower wall or on the ceiling below\n- a musty smell that lingers after the room has dried ` +
          `out\n\n` +
          `Renewing grout and silicone is routine maintenance. If water has got past the membrane, though, ` +
          `the usual fix is to remove the tiles and replace the waterproofing, which is work for a licensed ` +
          `tradesperson.\n\n` +
          `6. Balcony and balustrade problems\n\n` +
          `Balconies combine waterproofing, structure and fall protection in one place. On timber decks, ` +
          `look for rotting joists and posts, loose boards and rusted fixings. On tiled balconies, look for ` +
          `ponding water, cracked tiles, stained or flaking ceilings underneath and rust stains along the ` +
          `edge. Balustrades should feel rigid. Movement, corroded posts, loose glass panels, rails a child ` +
          `could climb or gaps a child could slip through are all safety hazards, and older balustrades may ` +
          `not meet current height and spacing requirements.\n\n` +
          `Treat a wobbly balustrade or a soft deck as urgent. Keep people off it until a builder or ` +
          `structural engineer has assessed it.`,
      },
      {
        heading: 'Defects 7–8: cracking and timber pest damage',
        content:
          `7. Cracking in walls, ceilings and slabs\n\n` +
          `Almost every house has cracks, and many are not structural. Fine cracks in plaster at cornices ` +
          `and around door frames often come from seasonal movement or shrinkage. The ones that deserve ` +
          `attention are:\n\n` +
          `- stepped cracks through brick mortar, particularly if wider at one end\n` +
          `- cracks that reopen after being patched\n` +
          `- doors and windows that start to stick or no longer latch\n` +
          `- sloping floors, or gaps opening between floors and skirting boards\n` +
          `- cracked or leaning retaining walls\n\n` +
          `Some parts of Sydney sit on reactive clay soils that swell when wet and shrink as they dry, so ` +
          `leaking pipes, poor drainage and large trees near footings can all play a part. Photograph the ` +
          `crack with a ruler beside it, date the photo and check again every few months. If it grows, have ` +
          `a structural engineer assess it before anyone patches over it.\n\n` +
          `8. Timber pest damage and conducive conditions\n\n` +
          `Termites, borers and wood decay fungi can do serious damage that stays hidden for a long time. ` +
          `Look for mud tubes on footings and piers, timber that sounds hollow or gives under pressure, ` +
          `paint that bubbles or ripples, and small holes with fine dust from borers. Just as important ` +
          `are the conditions that invite termites: timber touching soil, mulch against walls, leaking ` +
          `taps and pipes, and a damp subfloor.\n\n` +
          `If you find live ones, don't spray or poke at them; call a licensed pest manager. Our ` +
          `maintenance guide covers ` +
          `${explainers.termites.link('how termites behave in Sydney and what to do about them')}, ` +
          `and buyers of a house should choose a combined building and pest inspection.`,
      },
      {
        id: 'asbestos',
        heading: 'Defects 9–10: suspect asbestos and unsafe DIY work',
        content:
          `9. Suspect asbestos in older homes\n\n` +
          `${asbestos.ageSentence} It was commonly used in fibro wall and eave linings, roofing, vinyl ` +
          `floor tiles, textured ceilings and wet-area sheeting, and older homes often have it in more ` +
          `than one place. ${asbestos.banSentence} That stopped new material going in, but it did ` +
          `nothing about what was already there, so a home of the right age that has been renovated may ` +
          `still have some left behind the newer work.\n\n` +
          `Material in good condition that is left alone is less likely to release fibres. The danger ` +
          `comes from breaking, drilling, sanding, cutting or water-blasting it, which is exactly what a ` +
          `renovation or a careless repair does.\n\n` +
          `${asbestos.testingSentence} No inspector can tell by looking, however experienced, and a report ` +
          `that says "suspected asbestos" is doing its job, not hedging. What to do:\n\n` +
          `- Before you drill, cut, sand or demolish anything in an older home, have suspect material ` +
          `sampled and tested.\n` +
          `- Leave damaged or crumbling material alone, keep people away from it, and get advice before ` +
          `anyone cleans it up.\n` +
          `- For removal, use a licensed asbestos removalist, and follow SafeWork NSW guidance on what ` +
          `you may and may not do yourself.\n` +
          `- If you are buying, ask your conveyancer whether the property is on the NSW Loose-Fill ` +
          `Asbestos Insulation register, and price testing and any removal into your budget before you ` +
          `settle on an offer.\n\n` +
          `10. Unsafe or amateur DIY work\n\n` +
          `Renovations add value, but not all of them are done well. Common finds include:\n\n` +
          `- stairs with uneven steps or no handrail\n` +
          `- decks and pergolas attached to the house without proper fixing or flashing\n` +
          `- internal walls removed or altered without adequate support for the structure above\n` +
          `- new bathrooms with no visible sign of a waterproofing detail\n` +
          `- wiring or plumbing that looks amateur, such as loose cables or exposed connections\n\n` +
          `In NSW, electrical and gas work, and most plumbing work, generally has to be done by licensed ` +
          `tradespeople, and structural changes often need approval; your council or a certifier can ` +
          `confirm what applies. A visual inspection can flag work that looks suspect, but it cannot ` +
          `confirm compliance or approval. Ask the owner or vendor for certificates and approvals, and ` +
          `have a licensed electrician or plumber check anything doubtful.`,
      },
      {
        heading: 'What to do when a defect turns up',
        content:
          `Finding one of these problems is not a reason to panic, but it is a reason to act in the right ` +
          `order:\n\n` +
          `- Make it safe. Keep people off unsafe balconies, decks and stairs, and leave suspect ` +
          `asbestos alone.\n` +
          `- Stop the water. Many of the defects above are caused or made worse by moisture, so deal with ` +
          `leaks and drainage early.\n` +
          `- Get the right expert. A licensed builder can diagnose building faults and tell you which ` +
          `specialist you need, whether a structural engineer, roofer, plumber, electrician or pest ` +
          `manager.\n` +
          `- Get written quotes, and keep photos and dates as a record.\n\n` +
          `If your home is new or was recently renovated, check your rights before paying for repairs: ` +
          `the builder may be the one who has to fix it, as the next section explains.\n\n` +
          `If you need an independent record of a defect for a builder, an insurer or a dispute, our defect ` +
          `inspections give you a written report from a licensed builder. Where the cause is hidden inside ` +
          `walls or floors, an ${link('invasive inspection', '/products/invasive-detailed-defect-inspection')} ` +
          `may be needed. ${expertEvidence.sentence}`,
      },
      {
        id: 'statutory-warranties',
        heading: 'New or renovated home? The statutory warranties and NCAT',
        content:
          `${warranty.periodsSentence} What counts as a major defect is set by the Act, in ` +
          `${warranty.majorDefectSection}, and not every serious-looking problem meets it, so the ` +
          `shorter period may be the one that applies.\n\n` +
          `The periods are deadlines for starting a case, not for raising a concern. ` +
          `${warranty.clockSentence} ${warranty.lateDefectSentence} The tribunal's own site, ` +
          `${warranty.tribunalShortLinked}, is the place to read how home building cases are run.\n\n` +
          `${warranty.notifySentence} Put it in writing, keep a copy, and give the builder a fair chance ` +
          `to inspect and repair.\n\n` +
          `What to gather early, while memories and records are fresh:\n\n` +
          `- the date the work was completed, and the document that shows it\n` +
          `- the contract, plans, variations and any certificates\n` +
          `- dated photos of each defect, and of how it has changed\n` +
          `- every letter and email to and from the builder about it\n` +
          `- any report on the defect, from us or anyone else\n\n` +
          `If you bought a home from someone else, the warranties can still apply to work done within ` +
          `the periods, so ask your conveyancer how they apply to you as a later owner. And because ` +
          `dates and definitions decide these cases, get legal advice early rather than late.`,
      },
    ],
    conclusion:
      `Most of the defects on this list start small and become expensive when they are ignored. Water ` +
      `is the thread running through many of them: leaking roofs, blocked gutters, failed membranes and ` +
      `poor drainage lead to rot, mould, termite activity and cracking. Regular maintenance and an ` +
      `early look at anything that changes can save you money and stress.\n\n` +
      `Whether you are buying, selling or simply want to understand your own home, our licensed ` +
      `builders inspect across Sydney and NSW. Use ` +
      `the booking form or call us to talk through what you have found.`,
  },
  booking: { product: 'invasive-detailed-defect-inspection' },
  relatedLinks: {
    internal: [
      { title: 'Defect Inspections', url: '/services/defect-inspections' },
      {
        title: 'Invasive / Detailed Defect Inspection',
        url: '/products/invasive-detailed-defect-inspection',
      },
      {
        title: 'Pre-Purchase Building & Pest Inspection',
        url: '/products/pre-purchase-building-pest-inspection',
      },
      {
        title: 'How to Spot Moisture and Mould Problems in Your Sydney Home',
        url: '/knowledge/tips/detecting-moisture-mould-problems',
      },
      {
        title: 'Cracks, Sloping Floors and Sticking Doors: Identifying Structural Issues',
        url: '/knowledge/tips/identifying-structural-issues',
      },
    ],
    external: [
      {
        title: 'Building Commission NSW',
        url: 'https://www.nsw.gov.au/departments-and-agencies/building-commission',
      },
      {
        title: 'Asbestos and Silica Safety and Eradication Agency',
        url: 'https://www.asbestossafety.gov.au/',
      },
      { title: 'SafeWork NSW', url: 'https://www.safework.nsw.gov.au/' },
      { title: 'NSW Health', url: 'https://www.health.nsw.gov.au/' },
    ],
  },
} satisfies Article;
