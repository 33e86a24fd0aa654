import { link } from '../../lib/inline-links';
import { sources } from '../sources';

/**
 * The statutory warranties under the Home Building Act 1989 (NSW), stated once. Wherever a page gives
 * the warranty periods it must also say they run from completion and that they are deadlines for
 * starting proceedings in NCAT or a court; the sentences here carry both points.
 */

const majorDefectYears = 6;
const otherDefectYears = 2;
const notifyBuilderMonths = 6;
const regulator = 'Building Commission NSW';
const tribunal = 'NSW Civil and Administrative Tribunal';
const periods = `${majorDefectYears} years for a major defect and ${otherDefectYears} years for other defects`;
const fromCompletion = 'counted from completion of the work';
const proceedings = `proceedings in ${link('NCAT', sources.ncat.url)}'s Home Building list or in a court`;
/** The tribunal's name, linked to its site, for prose that renders links. */
const tribunalLinked = link(tribunal, sources.ncat.url);

/** Statutory warranty periods, the NCAT deadline point and the regulator (Home Building Act 1989, s18B). */
export const warranty = {
  /** The statute that gives the warranties. */
  act: 'Home Building Act 1989 (NSW)',
  /** The section that implies the warranties. */
  section: 's18B',
  /** The section that defines a major defect and says when the periods start. */
  majorDefectSection: 's18E',
  /** Warranty period for a major defect, in years from completion. */
  majorDefectYears,
  /** Warranty period for other defects, in years from completion. */
  otherDefectYears,
  /** Months within which an owner should tell the builder about a defect after it becomes apparent. */
  notifyBuilderMonths,
  /** The tribunal's full name. */
  tribunal,
  /** The tribunal's short name. */
  tribunalShort: 'NCAT',
  /** The tribunal's full name linked to its site, for fields that render links. */
  tribunalLinked,
  /** The tribunal's short name linked to its site, for fields that render links. */
  tribunalShortLinked: link('NCAT', sources.ncat.url),
  /** Where home building proceedings start in the tribunal, NCAT linked to its site. */
  tribunalList: `${link('NCAT', sources.ncat.url)}'s Home Building list`,
  /** The regulator that handles home building complaints and dispute resolution. */
  regulator,
  /** '6 years for a major defect and 2 years for other defects', for use inside a sentence. */
  periods,
  /** When the periods start, for use inside a sentence. */
  fromCompletion,
  /** What must be started before the periods end, for use inside a sentence. */
  proceedings,
  /** The periods, their start and the NCAT deadline in one sentence. */
  periodsSentence:
    `Under the Home Building Act 1989, the statutory warranties give an owner ${periods}, ` +
    `${fromCompletion}, to start proceedings in the Home Building list of the ${tribunalLinked} (NCAT) ` +
    'or in a court.',
  /** Why a complaint does not protect the deadline, in one sentence. */
  clockSentence:
    `A complaint to ${regulator} can help resolve a dispute, but it does not stop the clock on ` +
    'those deadlines.',
  /** A defect that shows late in a period, in one sentence (s18E(1)(e)). */
  lateDefectSentence:
    'A defect that first becomes apparent in the last 6 months of a period gives a further 6 months to ' +
    'start proceedings.',
  /** Telling the builder early, in one sentence. */
  notifySentence:
    `Tell the builder as soon as you notice a defect, and within ${notifyBuilderMonths} ` +
    `months of it becoming apparent.`,
} as const;
