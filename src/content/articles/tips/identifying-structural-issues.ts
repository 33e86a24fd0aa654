import { explainers } from '../../explainers';
import { link } from '../../../lib/inline-links';
import type { Article } from '../../schemas';

export const article = {
  kind: 'tips',
  slug: 'identifying-structural-issues',
  title: 'Cracks, Sloping Floors and Sticking Doors: Identifying Structural Issues',
  excerpt:
    'How to tell everyday cracks from signs of structural movement, why clay soils and ' +
    'drainage matter in parts of Sydney, and when to bring in a structural engineer.',
  image: '/images/articles/identifying-structural-issues.svg',
  imageAlt:
    'Illustration of a brick wall with a stepped crack running from the corner of a window, ' +
    'with a ruler held against the widest part of the crack',
  date: '2025-06-25',
  updated: '2026-11-27',
  category: 'Structure',
  content: {
    intro:
      `Almost every house cracks somewhere eventually, and most cracks are nothing to lose sleep ` +
      `over. Building materials expand, contract and dry out, and plaster, render and paint show ` +
      `it. The challenge for an owner or buyer is telling those everyday marks apart from signs ` +
      `that part of the building is moving.\n\n` +
      `This article explains the signs worth a closer look, how to tell whether they are ` +
      `changing, why soil and drainage matter in parts of Sydney, when a structural engineer ` +
      `should be involved, and what a building inspection can and can't tell you.`,
    sections: [
      {
        heading: 'Cracks: width, pattern and direction',
        content:
          `Fine hairline cracks are common. You will often see them where walls meet ceilings, ` +
          `along cornices, at the joins between plasterboard sheets, where two different ` +
          `materials meet, and in new render as it dries. On their own, they are usually ` +
          `cosmetic.\n\n` +
          `A crack deserves a closer look when it shows one or more of these features:\n\n` +
          `- It is wide enough to catch a fingernail, or to see light through.\n` +
          `- It is tapered, wider at one end than the other, which suggests one part of the wall ` +
          `is moving relative to another.\n` +
          `- It steps up or down through the mortar joints of brickwork, especially from the ` +
          `corner of a window or door.\n` +
          `- It runs through the bricks themselves rather than around them.\n` +
          `- It appears in the same place on both the inside and the outside of a wall.\n` +
          `- It runs horizontally along a brick or block wall, particularly a retaining wall.\n` +
          `- It has reopened after being patched, or is getting longer or wider.\n\n` +
          `Width is only part of the story. The pattern, the location and whether the crack is ` +
          `changing tell you far more about its likely cause than a single measurement.`,
      },
      {
        heading: 'Signs of movement inside the home',
        content:
          `Cracks are not the only clue. Movement in a building often shows up in the way doors, ` +
          `windows and floors behave.\n\n` +
          `- Doors and windows that start to stick, swing open or shut on their own, or no ` +
          `longer latch, particularly if they used to work well.\n` +
          `- Gaps around door frames that are wider at the top on one side than the other.\n` +
          `- Floors that slope noticeably, feel bouncy, or have pulled away from the skirting ` +
          `boards.\n` +
          `- Cornices separating from the wall or ceiling.\n` +
          `- Floor tiles cracking in a line across a room.\n` +
          `- Gaps opening where an extension joins the original house.\n\n` +
          `A single symptom often has an ordinary cause. A timber door can bind in humid weather ` +
          `and simply need easing, and an old floor may have a gentle slope that has been there ` +
          `for decades. What matters is a cluster of symptoms in one part of the house, or ` +
          `something that is getting worse. Note when you first noticed each one, because the ` +
          `timing helps an inspector or engineer work out what is going on.`,
      },
      {
        heading: 'Outside: walls, roof lines and retaining walls',
        content:
          `Walk around the outside and stand back far enough to see the whole building.\n\n` +
          `- Sight along the roof ridge and the edges of the roof from the street. A ridge or ` +
          `roof plane that dips between supports can indicate sagging.\n` +
          `- Look for brick or block walls that bow outwards or lean.\n` +
          `- Check verandah posts for lean, and look for gaps opening between a verandah, ` +
          `pergola or carport and the house.\n` +
          `- Inspect retaining walls for leaning, bulging or cracking, and for wet patches that ` +
          `show water is building up behind them.\n` +
          `- Note paths and slabs beside the house that have cracked and dropped, and places ` +
          `where water pools after rain.\n\n` +
          `A sagging roof line can have several causes. The framing may be undersized or ` +
          `damaged, a heavier roof covering may have replaced a lighter one, or a wall that ` +
          `helped support the roof may have been removed during a renovation. Leaning retaining ` +
          `walls need attention sooner rather than later, because the soil behind them keeps ` +
          `pushing.\n\n` +
          `If you can safely look into the subfloor, check for timber stumps that have rotted or ` +
          `sunk, and for piers packed up with loose offcuts of timber or tile.`,
      },
      {
        heading: 'Clay soils and drainage in parts of Sydney',
        content:
          `Much of the movement that shows up in houses starts in the ground. Clay soils are ` +
          `found in many parts of Sydney, and some of them are reactive: they swell as they take ` +
          `up water and shrink as they dry out. When the moisture under a house changes ` +
          `unevenly, parts of the footings can rise or drop relative to others, and the walls ` +
          `above may crack to show it.\n\n` +
          `Cracks caused this way may open during a long dry spell and partly close again after ` +
          `heavy rain. That seasonal pattern is a useful clue, and one reason to record cracks ` +
          `over several months.\n\n` +
          `Common causes of uneven moisture under a house include:\n\n` +
          `- leaking water, sewer or stormwater pipes\n` +
          `- downpipes that discharge beside the footings instead of into a drain\n` +
          `- ground that slopes towards the house, so water collects against the walls\n` +
          `- large trees close to the building drawing moisture out of the soil in dry weather\n` +
          `- garden watering concentrated along one side of the house\n\n` +
          `Soil conditions can vary from one street to the next, so treat this as background ` +
          `rather than a rule for any particular suburb. A geotechnical or structural engineer ` +
          `can advise on a specific site. For owners, keeping drainage in good order is the most ` +
          `practical step of all.`,
      },
      {
        heading: 'Normal settling or a sign of trouble? Keep a record',
        content:
          `It is hard to judge a crack from a single look. A simple record kept over a few ` +
          `months, ideally through both dry and wet weather, turns guesswork into evidence.\n\n` +
          `- Photograph each crack with a ruler or tape measure held against it, and note the ` +
          `date.\n` +
          `- Make a small pencil mark at each end of the crack with the date beside it, so you ` +
          `can see whether it grows.\n` +
          `- Measure the width at the same marked point each time.\n` +
          `- Note which doors and windows stick, and when.\n` +
          `- Record any leaks, plumbing repairs, tree removal or building work nearby.\n\n` +
          `Cracks that are fine, stay the same size and sit in the usual places are generally ` +
          `part of normal shrinkage and settling. Cracks that widen, lengthen, taper or reappear ` +
          `after repair suggest ongoing movement that needs professional advice.\n\n` +
          `Nearby construction deserves a special mention. If a neighbour is about to excavate, ` +
          `demolish or build, a dilapidation report records the condition of your home before ` +
          `the work starts, including the cracks that are already there. Councils often require ` +
          `dilapidation reports as a condition of development approval, and having a dated ` +
          `record can help if new damage appears later.`,
      },
      {
        heading: "What a building inspection can and can't tell you",
        content:
          `A pre-purchase building inspection to AS 4349.1 looks at the areas that can be reached ` +
          `safely (${explainers.reasonableAccess.link('what the standard covers')}). Within those limits, our licensed builders ` +
          `can tell you a great deal:\n\n` +
          `- where cracking, distortion, sloping floors or sagging are visible, and how they are ` +
          `spread through the building\n` +
          `- whether a defect appears to be major or minor\n` +
          `- the condition of the subfloor, roof space, retaining walls and site drainage, where ` +
          `access allows\n` +
          `- visible factors that may be contributing, such as poor drainage or a leaking pipe\n` +
          `- whether we recommend further investigation by a structural engineer or another ` +
          `specialist\n\n` +
          `There are also things a visual inspection can't do. It can't see footings below ` +
          `ground, test the soil, look inside walls or calculate whether a beam is big enough ` +
          `for its load. A single visit also can't show whether movement has ` +
          `stopped or is still happening.\n\n` +
          `When a closer look is needed, an ${link('invasive inspection', '/products/invasive-detailed-defect-inspection')} ` +
          `can go further, for example by removing a section of wall lining or lifting a floor covering.`,
      },
      {
        heading: 'When to call a structural engineer',
        content:
          `A structural engineer is the right person to diagnose the cause of movement and ` +
          `design a repair. Consider engaging one when:\n\n` +
          `- cracks are wide, tapered, growing or reopening after repair\n` +
          `- several signs of movement appear together in one part of the house\n` +
          `- walls bow or lean, or a retaining wall is moving\n` +
          `- a roof line or floor is sagging, especially after walls were removed\n` +
          `- a building inspection report recommends further structural investigation\n\n` +
          `An engineer may recommend monitoring over time, soil testing, drainage work, or ` +
          `repairs to footings or framing. If you are buying, any engineering advice has to fit ` +
          `within your deadline, such as exchange or auction day, so arrange it early.\n\n` +
          `For homes built or renovated recently, check your rights before you pay for repairs ` +
          `(${explainers.warranties.link('what the builder may still owe you, and by when')}). Movement ` +
          `can take a long time to show, so don't sit on a problem: write to the builder as soon as ` +
          `you notice it, and keep your dated record of the crack with the letter.`,
      },
    ],
    conclusion:
      `Most cracks are cosmetic, but those that are tapered, stepped, growing or accompanied by ` +
      `sticking doors and sloping floors deserve attention. Keep a dated record, look after your ` +
      `drainage, and bring in a structural engineer when the signs point to ongoing movement.\n\n` +
      `If you are buying, or want an independent view of a home you own, our licensed builders ` +
      `can inspect it and tell you which signs look significant and what to do next. Call us or use the booking form to ` +
      `arrange a time.`,
  },
  booking: { product: 'pre-purchase-building-inspection' },
  relatedLinks: {
    internal: [
      { title: 'Pre-Purchase Building Inspection', url: '/products/pre-purchase-building-inspection' },
      {
        title: 'Invasive / Detailed Defect Inspection',
        url: '/products/invasive-detailed-defect-inspection',
      },
      { title: 'Defect Inspections', url: '/services/defect-inspections' },
      { title: 'Dilapidation Reports', url: '/products/dilapidation-reports' },
      {
        title: 'Ten Common Building Defects in Australian Homes, and What to Do About Them',
        url: '/knowledge/blog/top-10-building-defects-australian-homes',
      },
    ],
    external: [
      {
        title: 'Building Commission NSW',
        url: 'https://www.nsw.gov.au/departments-and-agencies/building-commission',
      },
      { title: 'NSW Legislation', url: 'https://legislation.nsw.gov.au/' },
      { title: 'Standards Australia', url: 'https://www.standards.org.au/' },
    ],
  },
} satisfies Article;
