import type { KindVisit } from '../../../core/kind-walk.ts';
import type { KindContext } from './kind-context.ts';
import type { Finding } from '../../report/problem.ts';
import { describe } from '../../../core/catalogue.ts';

const numberWords = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
/** Words that make "one of our services" a phrase about one service, not a count of them. */
const notACount = new Set([
  'of',
  'our',
  'the',
  'these',
  'those',
  'your',
  'all',
  'for',
  'in',
  'with',
  'and',
  'or',
  'to',
  'more',
  'than',
  'other',
]);
/**
 * "Twelve plumbing services", "12 services": a number, at most one word, then "services" ("four core sewer services"
 * counts a few of them).
 */
const counted = new RegExp(`\\b(\\d+|${numberWords.join('|')})((?:\\s+[\\p{L}-]+)?)\\s+services\\b`, 'giu');

/**
 * A number of services written in a text that is not the number of services the site file lists (a service added
 * since).
 */
export function checkCounts({ value, path }: KindVisit, { facts }: KindContext): Finding[] {
  const listed = facts?.placeholders.get('serviceCount');
  // Most texts say no "services": they are let through before any match is made.
  if (typeof value !== 'string' || listed === undefined || !/services/i.test(value)) return [];
  const count = Number(listed);
  return [...value.matchAll(counted)].flatMap(([said, number = '', between = '']) => {
    if (
      between
        .trim()
        .split(/\s+/)
        .some((word) => notACount.has(word.toLowerCase()))
    )
      return [];
    const written = /^\d+$/.test(number) ? Number(number) : numberWords.indexOf(number.toLowerCase());
    return written === count ? [] : [{ path, within: said, problem: describe('count-out-of-date', { said, count }) }];
  });
}
