import { serviceTitle } from '../catalog';
import { addOns } from '../add-ons';
import { asbestos } from '../facts/asbestos';
import { explainers } from '../explainers';
import { quoteThroughForm } from '../booking-copy';
import type { Service } from '../schemas';

const price = (slug: (typeof addOns)[number]['slug']) => addOns.find((a) => a.slug === slug)!.price;

export const service = {
  slug: 'specialised-inspections',
  title: serviceTitle('specialised-inspections'),
  description:
    'Thermal imaging, moisture testing and visual mould or asbestos checks by licensed builders, added to your inspection or booked alone.',
  image: '/images/services/specialised-inspections.svg',
  imageAlt:
    'Illustration of a thermal imaging camera showing a cool patch on a ceiling, with a moisture meter held against the wall below',
  overview: `Sometimes you don't need a fresh look at the whole house. You have one nagging question: a brown ring on the bedroom ceiling, a musty smell in the built-in wardrobe, paint bubbling beside the shower, or an old fibro extension you'd rather not drill into until you know what it's made of. Our specialised inspections focus on that question. They are carried out by licensed builders who know how homes in Sydney and across NSW are put together and where water tends to find its way in.

You can add a specialised check to any of our inspections, such as a pre-purchase building inspection or a combined building and pest inspection. There are three add-ons: a thermal imaging scan, moisture testing, and a visual check for suspect mould or asbestos. They're done during the same visit and the findings go into your written report. If the specialised work is all you need, for example because you own the home and are chasing a leak, we quote a standalone inspection instead.

We're upfront about what each tool can and can't do. A thermal camera shows differences in surface temperature; it cannot see through walls, and a cool patch on its own doesn't prove there's water. That's why we also check suspect spots with a moisture meter. Its readings are indicative, not proof: hidden pipes, foil or mesh and salts in masonry can all give a high reading on a dry wall, so we report readings alongside what we saw and say how sure we are. The mould and asbestos check is visual too. It can flag material that looks suspect, but only testing by ${asbestos.lab} can confirm whether something contains asbestos.

All of this work is non-invasive, like a building inspection (${explainers.reasonableAccess.link('what that rules out')}). Where the findings point to a problem we can't see, the report says so and suggests the kind of specialist or further testing that would give you a firmer answer.`,
  benefits: [
    "Get a clear answer to the specific thing that's worrying you, without paying for a broader inspection you don't need.",
    'Spot temperature differences on walls and ceilings that look perfectly ordinary to the naked eye, so you know where to look more closely.',
    'Have a suspected damp spot tested for elevated moisture on the day, so a stain is looked at with more than the naked eye.',
    'Learn whether an older home has materials that look like asbestos before you renovate, drill, sand or demolish anything.',
    'See visible mould alongside the moisture or ventilation problem that is likely feeding it, so you can fix the cause and not just clean the surface.',
    'If you are buying, have better information before your deadline, whether that is auction day or exchange: ask questions, get a trade quote, negotiate or walk away.',
    'Keep it simple by adding the check to an inspection you have already booked: one visit, one report.',
  ],
  process: [
    {
      step: 1,
      title: 'Tell us what you have noticed',
      description: `Describe the concern: what you can see or smell, where it is, how long it has been there, and roughly when the home was built or last renovated. For a standalone specialised inspection: ${quoteThroughForm}`,
    },
    {
      step: 2,
      title: 'Choose add-ons or get a quote',
      description:
        'If you are booking another inspection, such as a building or building and pest inspection, choose the add-ons you want beside it when you book. A standalone specialised inspection is quoted for your situation.',
    },
    {
      step: 3,
      title: 'The inspection',
      description:
        'A licensed builder checks the agreed areas with a thermal camera, a moisture meter or a careful visual check, depending on what you chose. Please make sure we can reach the rooms, roof space and subfloor involved.',
    },
    {
      step: 4,
      title: 'Your report',
      description:
        'Add-on findings go in the same report as your inspection; a standalone inspection has a written report of its own. Either way you get the meter readings, thermal images where we took them, photos where they help and a plain-English explanation of what each result may mean.',
    },
    {
      step: 5,
      title: 'Decide what to do next',
      description:
        'Call us with questions. Where a finding needs follow-up, we suggest who to contact, such as a plumber, roofer, waterproofer or asbestos professional, so you are not left guessing.',
    },
  ],
  included: [
    'Thermal imaging scan: the agreed walls, ceilings and wet areas scanned, with thermal images of any notable temperature differences and a moisture-meter spot-check only where the camera flags an area.',
    'Moisture testing: systematic meter readings across the wet areas, around window surrounds and along the base of walls, recorded room by room.',
    'Mould visual check: accessible areas looked over for suspect mould growth, water staining and conditions that encourage mould, such as poor ventilation.',
    'Asbestos visual check: materials that may contain asbestos, such as older fibre cement sheeting, noted with their location and visible condition.',
    'The location of each finding in the home, supported by photos where useful.',
    'A clear statement of the limits of each method, so you know what the results can and cannot tell you.',
    'Recommendations for laboratory testing, a specialist or a trade where a finding needs one.',
    'The chance to call us and talk through the findings and what to do next.',
  ],
  pricing: {
    text: `Thermal imaging from $${price('thermal-imaging-scan')} as an add-on, or a quote for a standalone inspection`,
    detail: `Added to another inspection, a thermal imaging scan is $${price('thermal-imaging-scan')}, moisture testing $${price('moisture-testing')} and a mould or asbestos visual check $${price('mould-asbestos-visual-check')}, on top of that inspection's own price. Booked on its own, a specialised inspection is quoted for your situation.`,
    // The $ in the text is an add-on's price, not a price for this service on its own.
    machineReadable: false,
  },
  whyChoose: [
    {
      title: 'Licensed builders behind the camera',
      description:
        'A licensed builder interprets each thermal image or meter reading, someone who understands how the wall, roof or wet area behind it was built.',
    },
    {
      title: 'One question, answered properly',
      description:
        'We start from what you have noticed and where, so the visit and the report are built around your question.',
    },
    {
      title: 'Fast and convenient',
      description:
        'Add-ons are done in the same visit as your main inspection, with their findings in the same report, so there is no second appointment to arrange.',
    },
    {
      title: 'Honest about limits',
      description:
        'We tell you what a tool can and cannot show, flag suspect material rather than overstate it, and point you to the right test when certainty matters.',
    },
  ],
  faq: [
    {
      question: 'Can a thermal camera see inside my walls?',
      answer:
        "No. A thermal camera reads the temperature of the surface it is pointed at, not what is behind it. A patch that is cooler or warmer than its surroundings can be a sign of damp, missing insulation or air leaks, but it can also have an ordinary explanation. That's why we check suspect areas with a moisture meter as well, and why we describe thermal findings, and meter readings, as signs to follow up rather than diagnoses.",
    },
    {
      question: 'Can you tell me whether my house contains asbestos?',
      answer: `We can tell you whether we saw materials that look like they could contain asbestos, but we can't confirm it: our check is visual, and we don't take samples or disturb anything. Until a suspect material has been tested, avoid drilling, cutting or sanding it. Our guide explains ${explainers.asbestos.link('which homes are likely to contain it, and why only a laboratory test can say')}.`,
    },
    {
      question: 'Is the mould in my home a health risk?',
      answer: `We are builders, not doctors, so we can tell you where mould is visible and what may be causing it, not how it affects you. NSW Health says most people are not affected by small amounts, though some react with nose, eye, skin or breathing symptoms (${explainers.mouldHealth.link('the effects it lists')}). If you or someone in your household has symptoms, talk to your GP.`,
    },
    {
      question: 'Does a standard pest inspection check for mould?',
      answer:
        "Not necessarily. The timber pest standard, AS 4349.3, covers termites, borers and wood decay fungi, and it doesn't require a mould assessment. We also know of no Australian standard for assessing mould in homes. If mould is a concern, add the mould or asbestos visual check so it is specifically looked at and reported.",
    },
    {
      question: 'Can I book a specialised inspection without a full building inspection?',
      answer:
        "Yes. If you own the home and want one problem looked at, such as a leak, a damp room or a suspect ceiling, you don't need a full pre-purchase style report. Tell us what you need and we will quote a standalone specialised inspection. If you are buying, though, we recommend pairing it with a building inspection so the concern is seen in the context of the whole home.",
    },
  ],
  bookingProduct: null,
} satisfies Service;
