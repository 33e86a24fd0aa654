import { serviceTitle } from '../catalog';
import { quoteThroughForm } from '../booking-copy';
import { explainers } from '../explainers';
import { link } from '../../lib/inline-links';
import type { Service } from '../schemas';

export const service = {
  slug: 'maintenance-assessments',
  title: serviceTitle('maintenance-assessments'),
  description:
    'A prioritised upkeep plan for your Sydney or NSW home or rental from a licensed builder, from ' +
    'roof and gutters to drainage, decks and damp.',
  image: '/images/services/maintenance-assessments.svg',
  imageAlt:
    'Illustration of a builder on a ladder checking the gutters and roof flashing of a house, with a ' +
    'checklist',
  overview:
    'Many expensive repairs start small: a blocked downpipe spilling water against a wall, a split ' +
    'bead of sealant around a shower, a deck post sitting in damp soil. A maintenance assessment ' +
    'brings one of our licensed builders to your property to find those early warning signs and turn ' +
    'them into a prioritised plan, so your money goes where it matters before a minor job becomes a ' +
    'major one.\n\n' +
    'We look over the roof and gutters, stormwater and surface drainage, subfloor ventilation and ' +
    'signs of damp, external timber, sealants and flashings, balconies and balustrades, and the ' +
    'general condition of walls, windows and paths. Rather than a long list of everything that is ' +
    'less than perfect, you get each item sorted into what needs attention now, what to plan for, and ' +
    'what to keep an eye on.\n\n' +
    "Sydney's weather shapes that plan. Storms from spring through summer can drop heavy rain and hail in a short burst, " +
    'testing gutters, flashings and drainage all at once, while humid months encourage mould and ' +
    'timber decay wherever moisture is trapped. We keep that in mind when ranking the work, so ' +
    'anything that lets water in or holds it against the building moves up the list.\n\n' +
    'For landlords and investors, the assessment is also a planning tool. NSW landlords are generally ' +
    'responsible for keeping a rental property in reasonable repair, and a written, prioritised schedule helps you ' +
    'budget for that work and shows that upkeep is being attended to.',
  benefits: [
    'Catch water getting in where it should not, through the roof, gutters, failed sealants or poor ' +
      'drainage, while the fix is still simple.',
    'Spend your maintenance budget in order of importance rather than on whatever happens to be ' +
      'most visible.',
    'Hand trades a clear written scope, so the quotes you collect cover the same work and are easy ' +
      'to compare.',
    "Time repairs around Sydney's seasons, with gutters, flashings and drainage sorted before storm " +
      'season arrives in spring.',
    'Spot safety issues early, such as loose balustrades, deteriorating stair timbers and trip ' +
      'hazards on paths.',
    "As a landlord, keep a dated record of the property's condition that supports your repair " +
      'planning and conversations with your property manager.',
  ],
  process: [
    {
      step: 1,
      title: 'Tell us about the property',
      description:
        `${quoteThroughForm} Give us the address, the type and rough age of the building, any ` +
        'problems you already know about, and whether it is tenanted or in a strata scheme.',
    },
    {
      step: 2,
      title: 'Confirm the scope and book',
      description:
        'We agree what the assessment should cover and quote for it. For a tenanted ' +
        'property, arrange access through your property manager and give your tenants the notice the ' +
        'law requires.',
    },
    {
      step: 3,
      title: 'The on-site assessment',
      description:
        'A licensed builder works around the outside, through the interior and into the roof space ' +
        'and subfloor where they can be entered safely.',
    },
    {
      step: 4,
      title: 'Your prioritised plan',
      description:
        'You receive a written plan. Each item states where it is, what we saw, why ' +
        'it matters, how urgent it is and which kind of trade is likely to handle it.',
    },
    {
      step: 5,
      title: 'Act on it and review',
      description:
        'Deal with the urgent items first, book the planned work at a sensible time of year, and use ' +
        'the plan as a checklist when you arrange your next assessment.',
    },
  ],
  included: [
    'Roof coverings, flashings, gutters and downpipes, checked where they can be viewed safely.',
    'The roof space, where access allows, for leaks, water staining and poor ventilation.',
    'Stormwater and surface drainage, including ground falling towards the house, pooling water and ' +
      'where downpipes discharge.',
    'The subfloor, where it can be entered, for damp, ventilation and the condition of visible ' +
      'timbers and supports.',
    'External timber such as decks, pergolas, stairs, fascias and window frames, checked for decay, ' +
      'loose fixings and contact with the ground.',
    'Sealants and the visible signs of failed waterproofing in wet areas, around windows and at ' +
      'roof and wall penetrations.',
    'Balconies and balustrades, for loose or damaged rails, corrosion and signs of water getting ' +
      'past the surface.',
    'Damp patches, visible mould and peeling paint inside that point to a moisture source.',
    'Conditions that may attract termites, with a recommendation for a timber pest inspection to AS ' +
      '4349.3 where warranted.',
    'A written, prioritised maintenance plan.',
  ],
  pricing: {
    text: 'Contact for Quote',
  },
  whyChoose: [
    {
      title: 'Licensed builders who know repairs',
      description:
        'Our licensed builders understand what each repair involves, so the plan separates a quick ' +
        'fix from a job that needs a specialist trade.',
    },
    {
      title: 'Experience of what weather does',
      description:
        'Our builders have seen first-hand what storms, humidity and neglected gutters do to a ' +
        'building, so the plan puts the work that keeps water out first.',
    },
    {
      title: 'Priorities, not just problems',
      description:
        'Every finding comes with a level of urgency, so you know what to do now and what can ' +
        'wait for the next budget.',
    },
    {
      title: 'Useful for owners and landlords',
      description:
        'Whether you live in the home or rent it out, you get a plan written in plain English that ' +
        'you can share with a property manager, the owners corporation or your trades.',
    },
  ],
  faq: [
    {
      question: 'How is a maintenance assessment different from a pre-purchase inspection?',
      answer:
        'A pre-purchase inspection follows AS 4349.1 and helps a buyer understand the condition of a ' +
        'property before committing. A maintenance assessment is for the person who already owns it: ' +
        'the focus is on what to fix, in what order and when, so it reads as an action plan rather ' +
        'than a condition report.',
    },
    {
      question: 'When is the best time to book in Sydney?',
      answer:
        'Late winter and early spring suit most homes, because there is time to clear gutters, reseal ' +
        'flashings and improve drainage before storm season, which in Sydney usually starts in spring. After ' +
        'a severe storm is another ' +
        'good time, especially if you have noticed a new stain, a leak or water pooling where it did ' +
        'not before.\n\n' +
        'As a rule of thumb, older homes and those near the coast or large trees may benefit from a check ' +
        'every year or two.',
    },
    {
      question: 'Will an assessment help me meet my obligations as a landlord?',
      answer:
        'It can support them. Keeping a rental in reasonable repair is generally an ongoing responsibility ' +
        'for NSW landlords, and a prioritised schedule makes that work easier to budget for, track and ' +
        'discuss with your tenants.\n\n' +
        'Our report is a building assessment, not legal advice. For the details of your obligations, ' +
        'check the guidance from NSW Fair Trading or ask your property manager.',
    },
    {
      question: 'Does the assessment check for termites?',
      answer:
        'It is not a timber pest inspection. We point out conditions that can attract termites, such ' +
        'as damp soil against the house or timber in contact with the ground, and recommend a ' +
        'separate inspection to AS 4349.3 when the risk warrants it. That is worth taking seriously, ' +
        'because standard home insurance usually excludes termite damage: ' +
        `${explainers.termites.link('termites in Sydney, and what to do about them')}.`,
    },
    {
      question: 'I own an apartment. What will you look at?',
      answer:
        'We concentrate on the parts of the lot that are usually yours to maintain, such as interior ' +
        'finishes and fittings. Any notes on common property readily visible from the lot are notes only: ' +
        'they go beyond the standard for strata lots (AS 4349.1 Appendix B: ' +
        `${link('what a strata inspection covers', '/products/strata-multi-unit-inspections#what-is-it')}) ` +
        'and are no inspection of the common property. Roofs, facades and ' +
        "the structure of balconies are generally the owners corporation's responsibility, but check " +
        'your by-laws.\n\n' +
        'The 2025 strata reforms gave NSW Fair Trading power to enforce repairs to common property (check ' +
        'its strata pages for the current rules), so a clear written record of an issue may help if the ' +
        'owners corporation is slow to act.',
    },
  ],
  bookingProduct: null,
} satisfies Service;
