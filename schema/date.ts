import { raise } from './issues.ts';
import { text } from './text.ts';

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const iso = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  // February 30 rolls over to March: a day that is not in its month is no date.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
};
const monthOf = (name: string) => {
  const index = months.findIndex((m) => m.startsWith(name.toLowerCase().replace('.', '')) && name.length >= 3);
  return index < 0 ? undefined : index + 1;
};

/**
 * A date as people write it, "November 12, 2024", "12 November 2024", "Nov 12, 2024" or 2024-11-12, as YYYY-MM-DD
 * (what search engines read); undefined for anything else, "next Tuesday" or "Nov 31, 2024".
 */
export function readDate(written: string): string | undefined {
  const value = written.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^([A-Za-z.]+) (\d{1,2}),? (\d{4})$/.exec(value);
  const month = m && monthOf(m[1]!);
  if (m && month) return iso(Number(m[3]), month, Number(m[2]));
  m = /^(\d{1,2}) ([A-Za-z.]+),? (\d{4})$/.exec(value);
  const monthAfter = m && monthOf(m[2]!);
  if (m && monthAfter) return iso(Number(m[3]), monthAfter, Number(m[1]));
  return undefined;
}

/** A date shown as written, which must also be one search engines can read (a post's date, for its structured data). */
export const dateText = text.superRefine((value, ctx) => {
  if (!value.includes('{') && readDate(value) === undefined) raise(ctx, 'unreadable-date', { date: value });
});
