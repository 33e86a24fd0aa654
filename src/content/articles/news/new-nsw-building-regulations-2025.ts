import { explainers } from '../../explainers';
import { strataBond } from '../../facts/strata-bond';
import { warranty } from '../../facts/warranty';
import type { Article } from '../../schemas';
import { formatDate } from '../../../lib/format';

/** When the update was written: what it describes is as at this date. */
const date = '2025-10-30';
/** When it was last checked against the site's facts (issue 55); what it could not bring up to date, it says. */
const reviewed = '2026-12-06';

export const article = {
  kind: 'news',
  slug: 'new-nsw-building-regulations-2025',
  title: 'NSW Building Regulation in 2025: What the Reforms Mean for Home Buyers and Owners',
  excerpt:
    'A standalone regulator, new powers over houses, stricter licensing, higher BASIX targets and ' +
    'staged strata reforms: what changed in NSW and what it means for you.',
  image: '/images/articles/new-nsw-building-regulations-2025.svg',
  imageAlt: 'Illustration of a Sydney house and an apartment block beside a checklist and an official seal',
  date,
  updated: reviewed,
  category: 'Regulation',
  content: {
    intro: `NSW building regulation has changed a great deal in the last few years. A new regulator, wider enforcement powers, stricter licensing, tougher energy targets and a run of strata reforms have all arrived since 2020.

If you are buying, building or already own a home or apartment, these changes affect what protection you have and who you can turn to when something goes wrong. This update describes the rules as at ${formatDate(date)}. It walks through the main changes in plain language, explains what each one means in practice, and is honest about what none of them does: look closely at the particular property you are about to buy.

We last reviewed it on ${formatDate(reviewed)}. It still describes the position as at ${formatDate(date)} and does not cover any change since then: whether the later stages of the strata reforms have commenced, for example, or how far the consolidated Building Bill has gone. Check Building Commission NSW, NSW Fair Trading and the NSW Legislation website for anything after that date.`,
    sections: [
      {
        heading: 'Building Commission NSW: one regulator with a single focus',
        content: `On 1 December 2023, Building Commission NSW began operating as a standalone regulator. Building regulation had previously sat inside NSW Fair Trading; it now has its own agency, dedicated to building work and the people who carry it out.

For home owners and buyers, the practical benefit is a clearer first port of call. If you have concerns about residential building work, a builder's conduct or serious defects, the Building Commission is usually the place to start, although, as the next section explains, a complaint there is not the same as protecting your legal deadlines. NSW Fair Trading still handles many consumer matters, including parts of strata living covered further down, so it pays to check which agency deals with your issue before you lodge a complaint.

Whatever the structure, some basic habits protect you:

- Check a builder's licence on the NSW Government's online licence check before you sign anything.
- Keep contracts, plans, approvals, invoices and emails together in one folder.

Only the principal certifier can issue an occupation certificate, and moving into a new building without one is an offence. If you are buying a newly completed home, ask your conveyancer to confirm the certificate exists before you commit.`,
      },
      {
        heading: 'New powers over houses, not just apartment buildings',
        content: `For several years the strongest enforcement tools in NSW applied to apartment buildings. The Building Legislation Amendment Act 2023 extends the regulator's inspection, rectification and stop-work powers to Class 1 buildings. Its assent, in December 2023, is not necessarily when each power began: the NSW Legislation website gives when each part commenced. In National Construction Code terms, Class 1 broadly means houses, which can include attached homes such as terraces and townhouses.

In practice, this means the regulator can inspect building work on a house, order defective work to be fixed and stop work that is going wrong. For anyone building or buying a new house, that is a meaningful step up from the earlier position.

Keep these powers in perspective. They are regulatory tools that the regulator decides when to use; they sit alongside your contract and your rights under the ${warranty.act}, not in place of them. Those rights include the statutory warranties, whose periods are deadlines for starting proceedings in ${warranty.tribunalList} or a court, and the new powers have not changed that: asking ${warranty.regulator} to step in does not stop the clock (${explainers.warranties.link('how the warranties work')}). Write to the builder as soon as you notice a defect, and record problems with dated photos.`,
      },
      {
        heading: "Tighter licensing: a builder's insolvency history now counts",
        content: `The same 2023 Act also changed who can hold a building licence. A licence can now be refused where the applicant has been involved in an insolvency within the past 10 years.

The change is aimed at making it harder for operators who leave unfinished jobs and unpaid bills behind to simply start again under a new name. For home owners planning a renovation or new build, and for buyers of a home that is still under construction, it is one more filter between you and an unreliable builder.

It is still a filter, not a guarantee. A clean licence record tells you a builder met the entry requirements; it does not tell you how well they manage a site, how they deal with variations or how good their finishing is. Before you sign a building contract:

- Check the licence, its class and any recorded disciplinary action.
- Ask for recent local jobs you can look at, and talk to those owners if you can.
- Ask your solicitor whether the work needs home building compensation cover, which in NSW is provided through icare, and get the certificate of cover before you pay a deposit. Building Commission NSW can tell you when the law requires it.
- Read the payment schedule and make sure each payment matches a clear stage of work.`,
      },
      {
        heading: 'Apartments: registered practitioners and the RAB Act',
        content: `Two 2020 laws remain the backbone of apartment regulation in NSW.

The Design and Building Practitioners Act 2020 requires practitioners to be registered for Class 2 building work (apartment buildings) from 1 July 2021. It also created a statutory duty of care to avoid economic loss caused by defects, which can give owners a clearer legal path against those responsible for defective work.

The Residential Apartment Buildings (Compliance and Enforcement Powers) Act 2020 commenced on 1 September 2020. Under it:

- Developers must give the regulator an expected completion notice 6–12 months before they apply for an occupation certificate.
- The regulator can issue stop-work and rectification orders, and can prohibit that certificate from being issued.
- These powers reach building work completed in the past 10 years.

Residential and mixed-use buildings of ${strataBond.minStoreys} or more storeys have also been covered since ${strataBond.start} by the ${strataBond.scheme}, under which a developer lodges a bond and the building is inspected twice for defects. Later amendments let a developer hold approved ${strataBond.insuranceAlternative} instead, which exempts it from the bond and from both inspections. Our guide explains ${explainers.strataBond.link('what that means if you are buying into a young building')}.`,
      },
      {
        heading: 'The 2025 strata reforms, rolled out in stages',
        content: `Strata law was a major focus in 2025. The NSW strata reforms came into effect in stages: in March, on 1 July and on 27 October 2025. Among the changes, NSW Fair Trading gained the power to enforce repairs to common property, which gives owners another avenue when an owners corporation does not deal with shared parts of the building such as the roof, facade or structure.

The government had also announced later stages, which this update does not describe. If you own or plan to buy a unit, NSW Fair Trading's strata pages give the detail of each stage that has commenced and how it applies to your scheme.

For buyers, the most useful step has not changed: ${explainers.strataRecords.link('read the strata records before you commit')}, including any defect reports, expert reports and notices or orders from a regulator.`,
      },
      {
        heading: 'BASIX: higher energy targets for new homes since October 2023',
        content: `BASIX, the NSW sustainability scheme for residential buildings, raised its energy and thermal performance standards from 1 October 2023. The new settings are roughly equivalent to a 7-star NatHERS rating, although some climate zones and apartment buildings of up to 5 storeys have different targets.

For buyers, this mostly matters when you are looking at a new or recently approved home, or buying off the plan. A home designed under the newer targets should generally perform better in summer and winter than one built to older rules, but a certificate describes the design, not necessarily what ended up on site.

Ask for the BASIX certificate, and compare its commitments with what you can see: insulation, glazing, shading, rainwater tanks and hot water systems are common examples. Where something listed is missing or looks different, raise it with the seller's agent and your conveyancer before exchange.

Tighter, better insulated homes also bring their own inspection points, including roof-space access, condensation and ventilation. We cover those in our article on sustainable building practices in 2025.`,
      },
      {
        heading: 'A consolidated Building Bill, in draft in 2025',
        content: `NSW building law is spread across a number of Acts and regulations, which makes it hard for owners to know where their rights sit. In early 2025, the NSW Government was drafting a consolidated Building Bill intended to bring more of those rules into one piece of legislation.

We cannot say how far that work has progressed, what the final version will contain or when it might take effect, and anyone who claims certainty should be asked for a source. The reliable places to check are Building Commission NSW and the NSW Legislation website, which publishes bills and Acts once they are introduced or passed.

So the rules described here may have changed again since ${formatDate(date)}. Two practical points follow:

- Date-stamp your research. Advice written before the October 2025 strata stage, for example, may already be out of date.
- Ask your conveyancer or solicitor which rules apply to your particular contract, because the date you sign can decide which version of the law governs it.`,
      },
      {
        heading: "What the reforms don't do for a buyer",
        content: `Every change above is aimed at builders, developers, certifiers and owners corporations. None of them sends anyone to look at the particular house or unit you are about to buy, and none of them tells you about a leaking shower, active termites or a sagging roof frame before you exchange contracts.

That is still your job, and the timing matters: your inspections need to be done before your deadline (${explainers.coolingOff.link('how the deadlines work')}). For an apartment bought off the plan, the building is often unfinished when you sign, so the inspection that counts most is usually the one at handover.

An independent pre-purchase inspection fills that gap. Our licensed builders inspect the property to AS 4349.1.`,
      },
    ],
    conclusion: `The reforms from 2020 to 2025 gave NSW a stronger regulator, broader powers over houses as well as apartments, tougher licensing and better energy standards, and 2025 added a significant round of strata changes. They should make the system fairer when things go wrong. They do not make every property sound.

Before you buy, read the documents, check the licences and certificates, and get an independent inspection in time to act on what it finds. Use the booking form or call us to arrange an inspection.`,
  },
  booking: { product: 'pre-purchase-building-inspection' },
  relatedLinks: {
    internal: [
      { title: 'Pre-Purchase Building Inspection', url: '/products/pre-purchase-building-inspection' },
      { title: 'Strata / Multi-Unit Inspections', url: '/products/strata-multi-unit-inspections' },
      {
        title: 'Handover / Practical Completion Inspection',
        url: '/products/handover-practical-completion-inspection',
      },
      { title: 'Compliance Reports', url: '/services/compliance-reports' },
      {
        title: 'Sustainable Building in NSW in 2025: BASIX, Energy Rules and What They Mean at Inspection',
        url: '/knowledge/news/sustainable-building-practices-australia-2025',
      },
    ],
    external: [
      {
        title: 'Building Commission NSW',
        url: 'https://www.nsw.gov.au/departments-and-agencies/building-commission',
      },
      { title: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au/' },
      { title: 'NSW Legislation', url: 'https://legislation.nsw.gov.au/' },
      { title: 'NSW Planning Portal', url: 'https://www.planningportal.nsw.gov.au/' },
    ],
  },
} satisfies Article;
