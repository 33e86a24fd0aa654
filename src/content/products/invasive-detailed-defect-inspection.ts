import { productBookHeading, productPagePrice, productTitle, reportWithin } from '../catalog';
import { explainers } from '../explainers';
import { expertEvidence } from '../facts/expert-evidence';
import { warranty } from '../facts/warranty';
import type { Product } from '../schemas';

export const product = {
  slug: 'invasive-detailed-defect-inspection',
  title: productTitle('invasive-detailed-defect-inspection'),
  description:
    'A closer, permission-based investigation of a known or suspected defect in your NSW home, with ' +
    'testing and a written report.',
  image: '/images/products/invasive-detailed-defect-inspection.svg',
  imageAlt:
    'Illustration of a builder holding a moisture meter against a stained wall beside a small inspection ' +
    'opening',
  whatIsIt: `A standard pre-purchase inspection is ${explainers.reasonableAccess.link('visual and non-invasive')}: nothing is moved, lifted or opened. That suits a buyer looking over a home for the first time, but it often cannot answer the question an owner is really asking, such as why a crack keeps widening, where the water behind a stained ceiling is coming from, or whether a builder's work matches what was promised.

An invasive or detailed defect inspection goes further, with the owner's written permission. One of our licensed builders concentrates on the problem areas you describe and, where you have agreed to it, may remove a cover or a small section of lining to look inside a cavity, and take moisture-meter readings. Thermal imaging can help narrow down where to test, but it only shows differences in surface temperature. It cannot see through a wall, so a suspect area is also checked with a moisture meter. Meter readings are indicative rather than proof, because hidden pipes, foil or mesh and salts in masonry can push them up, so we report them alongside what we saw and, where agreed, what an opening showed.

Because this work goes beyond the scope of a pre-purchase inspection, you receive a written defect report on the areas and tests agreed in the scope. It records what we found, where and how we tested, what the evidence points to, and what we recommend next, including when a structural engineer, plumber or other specialist should take a closer look.

The report is written so you can share it with your builder or your advisers.`,
  whyBeneficial: [
    'You get a documented record rather than impressions. Readings, the location of each test and, where they help, ' +
      'photographs sit in one document, so a conversation about a defect starts from facts that everyone can check.',
    'Targeted testing looks for the likely source of a problem, not just its symptom. That can save ' +
      'you paying to repaint a stain or patch a crack that simply returns a few months later.',
    'Permission-based access lets us look behind a lining or under a cover in the exact spot that ' +
      'matters, instead of stopping at the surface as a visual inspection must.',
    'A dated, written record of each defect and the evidence behind it gives you something specific ' +
      'to put to your builder, instead of a list of impressions that is easy to brush aside.',
    'The inspection is done by one of our licensed builders, so findings are explained in practical building terms: what ' +
      'is likely happening, how serious it looks and which trade or specialist should be involved.',
  ],
  whenBeneficial: [
    'Cracks in walls, ceilings, brickwork or tiles have appeared or are getting wider, or doors and ' +
      'windows have started to stick.',
    'There is a damp patch, musty smell, bubbling paint or a water stain that keeps coming back, and ' +
      'the cause is not obvious.',
    'A shower, balcony or roof has leaked and been repaired, and you are not convinced the repair worked.',
    'You disagree with a builder about whether their work is defective and need an independent, dated ' +
      'record.',
    'A pre-purchase or earlier report recommended further investigation of a particular area.',
    'Building work on your home is recent, and you want to know what to raise with the builder before ' +
      'time runs out.',
  ],
  process: [
    {
      step: 1,
      title: 'Tell us about the problem',
      description:
        'Call us or use the booking form to describe what you have noticed, when it started and any ' +
        'history of repairs or disputes. Send photos, earlier reports or builder correspondence if you ' +
        'have them, so we can plan the right tests.',
    },
    {
      step: 2,
      title: 'Agree the scope in writing',
      description:
        'We confirm which areas will be examined, what invasive work is proposed and how any openings ' +
        'will be left afterwards. The owner signs a written permission before anything is removed or ' +
        'opened; if you are not the owner, the owner must give it.',
    },
    {
      step: 3,
      title: 'Inspect and test on site',
      description:
        'A licensed builder examines the affected areas and the construction around them, takes ' +
        'moisture-meter readings, uses thermal imaging where it helps, looks through any agreed opening, and photographs ' +
        'findings where a picture explains them better than words.',
    },
    {
      step: 4,
      title: 'Receive your report',
      description:
        `Usually ${reportWithin('invasive-detailed-defect-inspection')} you receive a written defect report setting out the findings, test results, ` +
        'likely causes and recommended next steps. Call us if anything in it needs explaining.',
    },
  ],
  included: [
    'A discussion of the problem and its history before the visit',
    "A written scope and the owner's signed permission for any invasive work",
    'Close inspection of the affected areas and related construction',
    'Moisture-meter readings at each point tested, with their locations',
    'Thermal imaging to help locate surface temperature differences worth testing',
    'A look inside wall, floor or ceiling cavities through small openings, where agreed',
    'Photographs of key findings, where they help explain them',
    'Likely causes, urgency and recommended next steps, including specialist referrals',
    'A written defect report you can share with your builder or advisers',
  ],
  pricing: {
    text: productPagePrice('invasive-detailed-defect-inspection'),
    detail:
      'Every investigation is different, so it is quoted on the areas and tests set out in the written scope.',
  },
  faq: [
    {
      question: 'How is this different from a standard building inspection?',
      answer:
        'A pre-purchase inspection under AS 4349.1 looks over the whole property at a general level, from ' +
        'what can be seen. This inspection concentrates on specific problems and, with the ' +
        "owner's written permission, can include opening small areas and testing. It answers narrower " +
        'questions in more depth, so it complements a general inspection rather than replacing it.',
    },
    {
      question: 'Will you damage my walls or floors?',
      answer:
        'Invasive work is kept as small as possible and only happens where the written permission ' +
        'allows, such as removing a cover or cutting out a small piece of plasterboard. We agree ' +
        'beforehand exactly what may be opened and how it will be left, so there are no surprises. Some ' +
        'questions can be answered with non-destructive tests, such as moisture readings and thermal ' +
        'imaging, alone.',
    },
    {
      question: 'Can I use the report in a dispute with my builder?',
      answer:
        'Yes. It gives you an independent, dated record of each defect and the evidence behind it, which ' +
        'can support a conversation with the builder or a statutory warranty claim, whose deadlines are ' +
        `strict: ${explainers.warranties.link('what has to happen before they pass')}.\n\n` +
        `A report used as expert evidence before ${warranty.tribunalShortLinked} must meet ` +
        `${expertEvidence.direction} (courts apply similar rules). Where that may happen, ` +
        `${expertEvidence.ask}. For advice on your legal position, speak with a lawyer.`,
    },
    {
      question: 'Can thermal imaging find every leak?',
      answer:
        'No. A thermal camera shows differences in surface temperature, which can hint at moisture, ' +
        'missing insulation or draughts, but it cannot see through a wall and conditions such as sun on ' +
        'an outside wall can influence the picture. We use it to decide where to test, then check ' +
        'suspect areas with a moisture meter, whose readings are a guide rather than proof.',
    },
  ],
  bookHeading: productBookHeading('invasive-detailed-defect-inspection'),
} satisfies Product;
