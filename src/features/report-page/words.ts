import { sydneyDate } from '../../domain/booking/sydney-time';
import { formatDate } from '../../lib/format';

/** A report's date: the Sydney day of an instant, '27 November 2026'. */
export const reportDate = (iso: string) => formatDate(sydneyDate(new Date(iso)));
