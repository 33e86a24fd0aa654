import type { HomePrice } from '../content/types';

export function formatDollars(amount: number): string {
  return `$${amount.toLocaleString('en-AU')}`;
}

/** 'From $440' or the quote label, as the home cards show it. */
export function formatHomePrice(price: HomePrice): string {
  return price.kind === 'from' ? `From ${formatDollars(price.amount)}` : price.label;
}

/** '15 January 2025' from '2025-01-15', independent of the reader's time zone. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
