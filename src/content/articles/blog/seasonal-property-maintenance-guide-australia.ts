import { asbestos } from '../../facts/asbestos';
import { explainers } from '../../explainers';
import { termites } from '../../facts/termites';
import type { Article } from '../../schemas';

export const article = {
  kind: 'blog',
  slug: 'seasonal-property-maintenance-guide-australia',
  title: 'A Season-by-Season Maintenance Guide for Sydney and NSW Homes',
  excerpt:
    'What to check in summer, autumn, winter and spring: storm prep, gutters, damp and mould, termites ' +
    'and bush fire readiness, plus when to call a licensed builder.',
  image: '/images/articles/seasonal-property-maintenance-guide-australia.svg',
  imageAlt:
    'Illustration of a Sydney house shown in four seasonal panels: a summer storm, autumn leaves in the ' +
    'gutters, winter rain and spring garden beds',
  date: '2025-05-07',
  updated: '2026-12-06',
  readTime: 11,
  content: {
    intro:
      `Sydney's climate is easy on people but hard on buildings. Storm season starts in spring and runs ` +
      `through the heat of summer, ` +
      `autumn fills gutters with leaves, winter brings damp and condensation, and spring growth ` +
      `gives termites new cover right up against the walls. ` +
      `Each season puts a different kind of stress on your home, ` +
      `so a little attention at the right time does more good than a big repair once something fails.\n\n` +
      `This guide sets out what to check in each season, which jobs most owners can safely do ` +
      `themselves and when to bring in a licensed builder or tradesperson. It follows the Sydney ` +
      `calendar, with summer from December to February, autumn from March to May, winter from June to ` +
      `August and spring from September to November. If you live inland, in the mountains or further ` +
      `along the coast, shift the timing to suit your local weather.`,
    sections: [
      {
        heading: 'Summer: storm damage, heat and roof checks',
        content:
          `Storms keep coming through summer in Sydney, often building quickly on hot afternoons and ` +
          `bringing heavy rain, strong wind and sometimes hail. With the roof and drainage made ready in ` +
          `spring, summer's job is to check for damage straight after each big storm.\n\n` +
          `After a storm, walk around the outside of the house and look for slipped or broken tiles, lifted ` +
          `flashings, damaged gutters and fallen branches. Inside, check ceilings for new stains. If you ` +
          `can get into the roof space safely, use a torch to look for wet timber or insulation, and step ` +
          `only on the ceiling joists, never on the plaster between them.\n\n` +
          `Heat does its own damage. Long spells of strong sun dry out and crack exterior sealants, paint ` +
          `and timber coatings, especially on west-facing walls and decks. Note any window seals, joints or ` +
          `deck finishes that need renewing, and plan the work for the milder months ahead.`,
      },
      {
        heading: 'Autumn: gutters, drainage and preparing for winter',
        content:
          `Autumn is gutter season. Deciduous trees drop their leaves, and gums shed leaves and bark ` +
          `through much of the year, so gutters that were clear in summer can block again within weeks. A ` +
          `blocked gutter overflows into the eaves and walls, and a blocked box gutter can send water ` +
          `straight into the ceiling.\n\n` +
          `Jobs for autumn:\n\n- clean gutters and downpipes again, and consider gutter guards if large ` +
          `trees ` +
          `are close by\n- check that every downpipe is connected and none discharges against the house\n- ` +
          `make sure the ground falls away from the walls, and that weep holes and subfloor vents are clear ` +
          `of soil, mulch and paving\n- clear drains and grated channels outside doors and at the bottom of ` +
          `driveways\n- look for cracked or missing roof tiles and crumbling ridge pointing while the ` +
          `weather is still mild\n- have the chimney and flue checked and swept before you light the first ` +
          `fire of the year\n\n` +
          `Autumn is also a good time to look at external paint and timber. Bare timber on window frames, ` +
          `fascias, handrails and decks absorbs water and begins to decay, so touch it up and reseal it ` +
          `before the wetter, cooler months arrive.`,
      },
      {
        heading: 'Winter: damp, condensation and mould',
        content:
          `Sydney winters are rarely freezing, but they are often damp. Cooler air, closed windows, hot ` +
          `showers and clothes drying indoors all put moisture onto cold surfaces, and mould follows, ` +
          `which can affect some people's health (${explainers.mouldHealth.link('what NSW Health says')}).\n\n` +
          `To keep damp under control:\n\n- open windows for a while each day when the weather allows\n- run ` +
          `bathroom and kitchen exhaust fans during and after showers and cooking, and check they vent to ` +
          `the outside rather than into the roof space\n- avoid drying clothes indoors without ventilation, ` +
          `and vent clothes dryers outside where you can\n- wipe condensation off windows and sills in the ` +
          `morning\n- keep wardrobes and large furniture slightly away from cold external walls so air can ` +
          `circulate\n- check that subfloor vents are clear\n\n` +
          `Small patches of surface mould on hard surfaces can usually be cleaned by the owner, and NSW ` +
          `Health publishes advice on doing it safely. Mould that keeps returning, or that comes with ` +
          `stains, peeling paint or a lingering musty smell, usually points to a moisture source such as a ` +
          `leak, failed waterproofing or rising damp. Cleaning alone will not fix that; the source needs to ` +
          `be found.`,
      },
      {
        heading: 'Spring: storm preparation, termites and fresh growth',
        content:
          `Storm season usually gets going in spring, so this is the time to have the roof and drainage ` +
          `ready before the first big storm:\n\n- clear gutters, valleys and downpipes, and check that water ` +
          `flows freely to the stormwater system\n- trim branches that overhang or rub against the roof, ` +
          `leaving anything near power lines to an authorised professional\n- tie down or store outdoor ` +
          `furniture, trampolines and anything else the wind could throw\n- clear stormwater pits, grates ` +
          `and channels in the yard and driveway\n\n` +
          `Spring growth is also when gardens creep up against the walls, which is how termites get a ` +
          `hidden route into a house; the next section covers what to do about them.\n\n` +
          `Jobs for spring:\n\n- keep garden beds, mulch and soil well below weep holes and away from the ` +
          `walls\n- move firewood, stacked timber and building offcuts away from the house\n- fix dripping ` +
          `taps, leaking pipes and air-conditioner drains that keep the soil beside the walls wet\n\n` +
          `Spring is also a good time to repair window and door screens, service air-conditioning before ` +
          `summer and repaint exterior surfaces while temperatures are moderate.`,
      },
      {
        id: 'termites',
        heading: 'Termites: a year-round job in Sydney',
        content:
          `${termites.activitySentence} They do not stop for winter, and on a still, muggy evening in the ` +
          `warmer months you may notice winged termites swarming. ${termites.speciesSentence} They work ` +
          `out of sight, inside timber and behind linings, so the first sign an owner sees is often damage ` +
          `that has been going on for some time.\n\n` +
          `They need moisture and a hidden route into the house. That is why the conditions around a home ` +
          `matter as much as the timber in it:\n\n` +
          `- soil, mulch or garden beds built up against the walls or over the edge of a slab\n` +
          `- timber touching the ground: fence posts, garden sleepers, stored timber and firewood\n` +
          `- leaking taps, pipes and air-conditioner drains that keep the soil damp\n` +
          `- a damp, poorly ventilated subfloor\n\n` +
          `Signs worth checking for when you do your seasonal walk around:\n\n` +
          `- mud tubes on piers, footings and the base of walls\n` +
          `- timber in fences, pergolas, decks and retaining walls that is soft or sounds hollow\n` +
          `- paint on skirtings or door frames that bubbles or ripples\n` +
          `- doors and windows that start to bind for no obvious reason\n\n` +
          `${termites.disturbSentence} ${termites.insuranceSentence} Finding them early is what keeps ` +
          `that cost down.\n\n` +
          `A regular timber pest inspection is the practical defence. ${termites.scopeSentence} ` +
          `${termites.frequencySentence} If the home has a termite barrier or a monitoring system, keep it ` +
          `clear of soil and stored goods, and have it checked as its installer recommends.`,
      },
      {
        heading: 'If your home is on bush fire prone land',
        content:
          `Many suburbs on the edges of Greater Sydney and large parts of regional NSW sit next to ` +
          `bushland. Your council, or the mapping on the NSW Planning Portal, can tell you whether your ` +
          `land is mapped as bush fire prone. If it is, fire preparation belongs in your maintenance ` +
          `routine, and the best time to do it is before the weather heats up.\n\n` +
          `Key jobs:\n\n- clear leaves, twigs and bark from gutters, valleys and the roof, because embers ` +
          `can ` +
          `ignite this debris\n- seal gaps around eaves, vents, roof sheeting and under doors where embers ` +
          `could get in\n- repair damaged fly screens and vent covers, and consider fine metal mesh ember ` +
          `guards\n- keep the space under decks and raised floors clear of stored items and leaf litter\n- ` +
          `move woodpiles, doormats and flammable garden items away from the house\n- keep grass short and ` +
          `prune shrubs so they do not touch the walls or overhang the roof\n- check that hoses reach every ` +
          `side of the house and that taps and fittings work\n\n` +
          `If you are planning alterations or additions on bush fire prone land, extra construction ` +
          `requirements may apply, so check with your council or a certifier before you start. The NSW ` +
          `Rural Fire Service publishes guidance on preparing your property and making a bush fire survival ` +
          `plan.`,
      },
      {
        heading: 'Jobs you can safely do yourself',
        content:
          `Plenty of maintenance is within a careful owner's reach, and doing it yourself means you notice ` +
          `changes early. Good DIY jobs include:\n\n- clearing drains, grates and stormwater pits at ground ` +
          `level\n- cleaning gutters on a single-storey home from a stable ladder, with someone holding ` +
          `it\n- ` +
          `renewing silicone around baths, basins and splashbacks\n- clearing weep holes and subfloor vents, ` +
          `and lowering garden beds\n- cleaning exhaust fan covers and checking that the fans run\n- testing ` +
          `smoke alarms and replacing batteries when needed\n- photographing cracks with a ruler beside ` +
          `them, and dating each photo\n\n` +
          `Know your limits. Falls from ladders and roofs cause serious injuries, and SafeWork NSW has ` +
          `guidance on working safely at heights. Avoid walking on roofs, particularly steep or tiled ones, ` +
          `and leave two-storey gutters to someone with the right equipment.\n\n` +
          `If your home was built before about ${asbestos.likelyBeforeYear}, assume that fibro sheeting, ` +
          `eave linings and some older vinyl floor tiles may contain asbestos, and do not drill, cut, sand ` +
          `or water-blast them until a sample has been tested (${explainers.asbestos.link('why only a test can tell')}). ` +
          `Leave wiring, gas fittings and most plumbing to licensed trades: in NSW that work generally ` +
          `needs a licence.`,
      },
      {
        heading: 'When to call a licensed builder',
        content:
          `Some signs mean it is time for a professional opinion rather than another weekend job:\n\n- ` +
          `cracks ` +
          `that are growing, stepped through brickwork or reopening after patching\n- doors and windows that ` +
          `suddenly stick, or floors that slope or bounce\n- ceiling stains or leaks that return after a ` +
          `repair\n- sagging roof lines, gutters or verandah roofs\n- soft, rotting or split timber in ` +
          `decks, ` +
          `stairs, balustrades or posts\n- damp or mould that comes back after cleaning\n- any sign of ` +
          `termites or timber damage, alongside a call to a licensed pest manager\n- damage after a severe ` +
          `storm, fallen tree or flood\n\n` +
          `A maintenance assessment from one of our licensed builders gives you a whole-of-house picture: ` +
          `what is sound, what needs attention now and what can be planned for later. It suits owners of ` +
          `older homes, landlords between tenancies and new owners who want a maintenance plan.\n\n` +
          `If your home was built or renovated recently, check whether a problem falls under the ` +
          `builder's statutory warranties before you pay someone else to fix it, because their ` +
          `deadlines are strict: ${explainers.warranties.link('how the warranties and their deadlines work')}. ` +
          `Write to the builder as soon as a defect shows up, and keep a copy with your maintenance ` +
          `record.`,
      },
      {
        heading: 'Keep a simple maintenance record',
        content:
          `A maintenance record takes minutes to keep and pays off later. Each season, note the date, what ` +
          `you checked, what you fixed and who carried out any trade work. Keep invoices, ` +
          `compliance certificates and photos together, whether in a folder or on your phone.\n\n` +
          `A record helps in three ways:\n\n- you can see whether a crack, stain or damp patch is getting ` +
          `worse\n- you have evidence if you need to make a claim against a builder or an insurer\n- when you sell, ` +
          `you ` +
          `can show buyers that the home has been looked after, and a pre-sale vendor inspection can ` +
          `record its condition before you list\n\n` +
          `As a quick reference, here is the year at a glance:\n\n- Summer: roof and ceiling checks after ` +
          `storms, and a look at sun-damaged sealants\n- Autumn: gutters again, drainage, ` +
          `roof tiles, the chimney and exterior paint\n- Winter: ventilation, exhaust fans, condensation and ` +
          `mould\n- Spring: gutters, branches and drains before storm season, termite-conducive conditions, ` +
          `garden beds, screens and bush fire preparation`,
      },
    ],
    conclusion:
      `Good maintenance is not complicated. It mostly comes down to keeping water out, letting the ` +
      `house breathe and noticing changes early. A few hours each season, timed to Sydney's weather, ` +
      `can prevent many of the problems our licensed builders find on inspection.\n\n` +
      `When a job is beyond a DIY fix, or you would simply like an expert to look over the whole house ` +
      `and tell you what to prioritise, call us about a maintenance assessment.`,
  },
  booking: { service: 'maintenance-assessments' },
  relatedLinks: {
    internal: [
      { title: 'Maintenance Assessments', url: '/services/maintenance-assessments' },
      { title: 'Pre-Sale / Vendor Inspection', url: '/products/pre-sale-vendor-inspection' },
      {
        title: 'Ten Common Building Defects in Australian Homes, and What to Do About Them',
        url: '/knowledge/blog/top-10-building-defects-australian-homes',
      },
      {
        title: 'How to Spot Moisture and Mould Problems in Your Sydney Home',
        url: '/knowledge/tips/detecting-moisture-mould-problems',
      },
    ],
    external: [
      { title: 'NSW Planning Portal', url: 'https://www.planningportal.nsw.gov.au/' },
      { title: 'NSW Health', url: 'https://www.health.nsw.gov.au/' },
      { title: 'SafeWork NSW', url: 'https://www.safework.nsw.gov.au/' },
      {
        title: 'Asbestos and Silica Safety and Eradication Agency',
        url: 'https://www.asbestossafety.gov.au/',
      },
    ],
  },
} satisfies Article;
