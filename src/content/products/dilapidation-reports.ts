import { productBookHeading, productPagePrice, productTitle } from '../catalog';
import type { Product } from '../schemas';

export const product = {
  slug: 'dilapidation-reports',
  title: productTitle('dilapidation-reports'),
  description:
    "A dated, photographic record of a property's condition before and after nearby building, demolition " +
    'or excavation work.',
  image: '/images/products/dilapidation-reports.svg',
  imageAlt:
    'Illustration of a builder measuring a crack in a brick wall next to a neighbouring construction ' +
    'site',
  whatIsIt: `A dilapidation report is a detailed record of a property's condition at a point in time. It is usually prepared before building, demolition or excavation work starts nearby, and again once that work is finished, so any change between the two dates can be seen rather than argued about.

One of our licensed builders walks through the property, inside and out, and documents its existing condition: cracks in walls, ceilings, paving and fences, how doors and windows open and close, signs of damp, and the state of finishes. Each observation is photographed, dated and located, and existing cracks are measured and described so their size can be compared later.

After the works, the same property is inspected again and the findings are compared against the first record. When both the owner and the builder or developer receive a copy of each report, everyone is working from the same evidence, which tends to make any later discussion about damage shorter and fairer.

Councils often make dilapidation reports a condition of development consent for projects that involve demolition, excavation or major building work close to other properties. Check your consent conditions, or ask the council, for the exact requirements on your project. Whatever the reason for the inspection, you receive a comprehensive report each time.`,
  whyBeneficial: [
    'It fixes the starting point. With dated photographs and measurements of existing cracks, nobody ' +
      'has to rely on memory about what the property looked like before the works began.',
    'It protects both sides. A neighbour can show that damage appeared during the works, and a builder ' +
      'can show that a crack was already there, which can lower the risk of unfair claims in either ' +
      'direction.',
    'It can help a builder or developer satisfy a council condition that calls for neighbouring ' +
      'properties to be recorded before work starts.',
    'Sharing the record openly often makes disagreements easier to settle, because the conversation ' +
      'centres on what changed rather than on whose recollection is right.',
    'A licensed builder knows where movement tends to show up in a building, such as at the corners of ' +
      'openings and along mortar joints, so the record focuses on the details that matter if a question ' +
      'arises later.',
  ],
  whenBeneficial: [
    'Your neighbour is about to demolish, build a new house, add an extension or put in a pool close ' +
      'to your boundary.',
    'Excavation, piling or basement construction is planned on a nearby site, where ground movement ' +
      'and vibration are a concern.',
    'You are a builder or developer whose development consent requires neighbouring properties to be ' +
      'inspected before and after the works.',
    'Heavy machinery, trucks or cranes will be working next to your home, a shared wall or a boundary fence.',
    'Major road, drainage or other infrastructure work is scheduled in your street.',
    'The works have finished and you need a closing record to compare with the one made before they began.',
  ],
  process: [
    {
      step: 1,
      title: 'Plan the properties and timing',
      description:
        'Tell us where the work site is, which properties need recording and when work is due to start. ' +
        'Builders and developers can send the relevant consent condition so the scope matches it. Book ' +
        'the first inspection well before any demolition or excavation begins.',
    },
    {
      step: 2,
      title: 'Arrange access',
      description:
        'We work with you to set a time with each owner or occupant, because the inside of a home can ' +
        'only be recorded with their agreement. If only the outside can be reached, the report says so.',
    },
    {
      step: 3,
      title: 'Record the condition',
      description:
        'A licensed builder goes room by room and around the exterior, taking dated photographs, ' +
        'measuring and noting existing cracks, and recording anything else that nearby works could ' +
        'affect.',
    },
    {
      step: 4,
      title: 'Report before and after',
      description:
        'You receive a comprehensive report for the pre-works inspection and, once the works are ' +
        'complete, a second comprehensive report that compares the property with the first record. ' +
        'Copies can go to both the owner and the builder or developer. We tell you when each report will reach you when we confirm the booking.',
    },
  ],
  included: [
    'Inspection of the exterior, and of the interior where the owner or occupant allows access',
    'Dated photographs of each room, each side of the building and relevant outdoor areas',
    'Measurements and notes on the location, length and width of existing cracks',
    'The condition of boundary fences, retaining walls, paving and driveways near the works',
    'Notes on doors, windows and fittings that stick, gap or show signs of movement',
    'Visible dampness or water staining present on the day',
    'A comprehensive report for the pre-works inspection',
    'A comprehensive post-works report compared against the original record',
    'Copies suitable for sharing with the owner and the builder or developer',
  ],
  pricing: {
    text: productPagePrice('dilapidation-reports'),
  },
  faq: [
    {
      question: 'Who arranges a dilapidation report, the builder or the neighbour?',
      answer:
        'Either can. Where a development consent condition requires neighbouring properties to be ' +
        'recorded, the builder or developer normally organises the inspections. A neighbour who wants a ' +
        'record made on their own behalf can book one directly. When both parties receive copies, ' +
        'everyone relies on the same evidence.',
    },
    {
      question: 'Do you need to come inside my home?',
      answer:
        'An internal inspection gives the most complete record, because many signs of movement appear on ' +
        "inside walls, ceilings and around door frames. We only enter with the owner's or occupant's " +
        'agreement. If access is refused or limited, we record what we can from outside and note the ' +
        'limitation in the report.',
    },
    {
      question: 'When should the first inspection happen?',
      answer:
        'Before any demolition, excavation or site preparation starts, and ideally before heavy ' +
        'machinery arrives. Once work is under way it becomes much harder to show which cracks were ' +
        'already there. Contact us as soon as you know the start date, so there is time to arrange ' +
        'access to each property.',
    },
    {
      question: 'What happens if new damage appears after the works?',
      answer:
        'The post-works report compares the property against the original record, identifying cracks ' +
        'that are new or have grown and any other changes we observe. It does not decide who is ' +
        'responsible or what repairs should cost; it gives the owner, the builder and their advisers a ' +
        'clear, dated basis for that conversation.',
    },
  ],
  bookHeading: productBookHeading('dilapidation-reports'),
} satisfies Product;
