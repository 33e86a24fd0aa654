import { homePriceText, serviceTitle } from '../catalog';
import { explainers } from '../explainers';
import { expertEvidence } from '../facts/expert-evidence';
import { warranty } from '../facts/warranty';
import type { Service } from '../schemas';

export const service = {
  slug: 'defect-inspections',
  title: serviceTitle('defect-inspections'),
  description:
    'Independent defect inspections of new and renovated NSW homes by licensed builders, with a clear report to take to your builder.',
  image: '/images/services/defect-inspections.svg',
  imageAlt:
    'Illustration of a builder with a clipboard examining a cracked wall and water staining under a window in a newly built home',
  overview: `Cracks opening up in a new extension, a shower that leaks into the room next door, doors that stopped closing a few months after handover, a roof that let water in during the first big storm. When your new or renovated home has problems, you need someone who isn't the builder to tell you what is actually wrong. A defect inspection gives you that independent view from a licensed builder who works for you.

We inspect the issues you have raised and the work around them, then set out each defect in a written report: where it is, what we saw, the likely cause where it can be seen, and the kind of rectification it may need. The result is a factual record you can put in front of your builder, your lawyer or a regulator, instead of a list of frustrations that is easy to brush aside.

Timing matters. A claim under the statutory warranties has to reach NCAT or a court within ${warranty.majorDefectYears} years of the work's completion for a major defect, and ${warranty.otherDefectYears} years for anything else (${explainers.warranties.link('how those time limits work')}), so getting the facts down early helps you act well inside them.

We start with what can be seen. When the cause is hidden behind a wall lining, under tiles or in a cavity, we can carry out invasive work, but only with the owner's written permission and only to the extent agreed in advance. Our job is to tell you the condition of the work.`,
  benefits: [
    'An independent opinion from a licensed builder who is engaged by you and has no stake in how the original job was priced or run.',
    'A written record of each defect and its location, with photos where they help, which makes it much easier to ask your builder for specific repairs.',
    'Defects described in building terms and ranked by seriousness, which helps you and your legal adviser work out which warranty period may apply.',
    'Problems that need prompt attention, such as water getting in or safety hazards, separated from cosmetic items that can wait.',
    'The option of a targeted invasive investigation, with your written permission, when the real cause is hidden from view.',
    'Calmer, more productive conversations with your builder, because you are discussing documented facts rather than impressions.',
  ],
  process: [
    {
      step: 1,
      title: 'Tell us about the problems',
      description:
        'Send us your list of concerns and any photos, along with the building contract, plans, completion date and relevant emails or letters with the builder. The more we know, the more focused the inspection.',
    },
    {
      step: 2,
      title: 'Agree the scope and price',
      description:
        'We confirm what we will inspect, whether invasive work might help and what it would involve, and we quote for it.',
    },
    {
      step: 3,
      title: 'Inspection on site',
      description:
        'A licensed builder examines each defect and the related work, using a moisture meter and thermal camera where leaks or damp are part of the story. Any openings follow the written scope the owner has approved.',
    },
    {
      step: 4,
      title: 'Your defect report',
      description:
        'You receive your written defect report, set out item by item so it is easy to forward to your builder.',
    },
    {
      step: 5,
      title: 'Next steps',
      description:
        'If anything in the report is unclear, call us and we can talk it through. Once the builder has carried out repairs, you can book a re-inspection so we can check the items against the original report.',
    },
  ],
  included: [
    'Inspection of every defect on your list, plus the surrounding work it may affect.',
    'The location of each defect in the home clearly identified, with supporting photos where useful.',
    'A plain-English description of each defect and its likely cause where this can be seen.',
    'The type of rectification or trade each item is likely to need.',
    'A priority rating for each item, with safety and water-entry issues listed first.',
    'Moisture meter and thermal camera checks where leaks or damp are involved.',
    "Invasive investigation at agreed locations, only with the owner's written permission.",
    'A note of any area we could not reach and the reason, so gaps in the report are clear.',
    'The option to call us, go through the report and ask any questions.',
  ],
  pricing: {
    // The home card's starting price of the inspection it books (catalog.ts), so the two never drift.
    text: homePriceText('invasive-detailed-defect-inspection'),
    detail:
      'The number of defects you want examined also shapes the price, and any invasive work is agreed with the owner in writing before it begins.',
  },
  whyChoose: [
    {
      title: 'Licensed builders on your side',
      description:
        'The person assessing the work is a licensed builder, who knows how it should have been done and can say so with confidence.',
    },
    {
      title: 'Evidence you can use',
      description:
        'Each defect is located, described and, where it helps, photographed, so your builder knows exactly which item you mean and why it matters.',
    },
    {
      title: 'Independent and factual',
      description:
        'Your report is written for you, the client who books it, not for the builder. It sticks to what we saw and what it means, which is what you need when the work is being questioned.',
    },
    {
      title: 'Quick to act',
      description:
        'Tell us about any deadline when you book: we plan the visit and the report around it, so you can put the defects to your builder without losing time.',
    },
  ],
  faq: [
    {
      question: 'How long do I have to claim under the statutory warranties?',
      answer: `It depends on whether a defect is a major defect, which has a meaning set by the Act, and on when the work was completed, so the first step is to find the completion date and keep the document that shows it. Our guide sets out ${explainers.warranties.link('the periods and what has to happen before they end')}. Write to the builder about each defect as soon as you notice it, and get legal advice about your own situation.`,
    },
    {
      question: 'Where can I take a dispute with my builder?',
      answer: `Start with the builder: put each defect to them in writing, with the report. If that fails, ${warranty.regulator}, which took over building regulation from NSW Fair Trading at the end of 2023, handles complaints about home building work and offers dispute resolution. A dispute that is still not settled can go to the ${warranty.tribunalLinked} (NCAT), whose Home Building list hears these cases, or to a court, and the time for that keeps running while a complaint is under way.`,
    },
    {
      question: 'Will you open up walls or lift tiles?',
      answer:
        "Only with the owner's written permission. If we think an opening would reveal the cause of a problem, such as a leak behind a shower wall, we explain what we would do, where and why, and we only go ahead once the owner has agreed the extent in writing.",
    },
    {
      question: 'Do I need my builder to agree before you inspect?',
      answer:
        "Generally, once the home is in your possession, you don't need the builder's permission to have it inspected, but check your contract. If the builder still has possession of the site, you will need to arrange access with them. Notifying the builder in writing about defects as you notice them is sensible, whether or not you have had an inspection yet.",
    },
    {
      question: 'Can you sign off the work or issue an occupation certificate?',
      answer:
        "No. We are not certifiers, and only the principal certifier can issue an occupation certificate. We don't issue approvals of any kind. If your home has not been handed over yet, a handover or practical completion inspection may suit you better, as it gives you a defects list before you accept the keys.",
    },
    {
      question: 'Can I use your report in a dispute?',
      answer: `Our report is an independent record of what a licensed builder found, and you can share it with your builder, your lawyer or the regulator. Before NCAT, an expert's report is held to ${expertEvidence.direction}, and courts apply their own version, so if it may come to that, ${expertEvidence.ask}. Ask your lawyer what else a formal process needs: we give building opinions, not legal advice.`,
    },
  ],
  bookingProduct: 'invasive-detailed-defect-inspection',
} satisfies Service;
