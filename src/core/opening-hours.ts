// The site's opening hours as search engines read them, from the lines people read ("Mon-Fri", "7:00 AM - 6:00 PM"):
// written once, for both.
import type { DayOfWeek, OpeningHoursSpecification } from 'schema-dts';

const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
type Day = (typeof week)[number];

/** "Mon", "Tue", "Tues", "Thursday", … as a day of the week. */
const dayOf = (word: string): Day | undefined =>
  word.length >= 3 ? week.find((d) => d.toLowerCase().startsWith(word.toLowerCase().replace(/\.$/, ''))) : undefined;

/**
 * "Mon-Fri", "Sat", "Mon, Wed, Fri", "Daily", "Every day" as days of the week; undefined when the words are no days.
 */
export function readDays(written: string): Day[] | undefined {
  const value = written.trim();
  if (/^(?:daily|every day|7 days(?: a week)?|mon(?:day)?\s*[-–]\s*sun(?:day)?)$/i.test(value)) return [...week];
  const days: Day[] = [];
  for (const part of value.split(/\s*(?:,|&|\band\b)\s*/)) {
    const range = /^(\S+)\s*[-–]\s*(\S+)$/.exec(part);
    const [from, to] = range ? [dayOf(range[1]!), dayOf(range[2]!)] : [dayOf(part), dayOf(part)];
    if (!from || !to) return undefined;
    const [a, b] = [week.indexOf(from), week.indexOf(to)];
    for (let i = a; ; i = (i + 1) % 7) {
      days.push(week[i]!);
      if (i === b) break;
    }
  }
  return days.length ? days : undefined;
}

/** "7:00 AM", "7 am", "18:00" as "07:00"; undefined for anything else. */
function readTime(written: string): string | undefined {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*([ap])?\.?m?\.?$/i.exec(written.trim());
  if (!m) return undefined;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const half = m[3]?.toLowerCase();
  if (half && (hour < 1 || hour > 12)) return undefined;
  if (half === 'p' && hour !== 12) hour += 12;
  if (half === 'a' && hour === 12) hour = 0;
  if (!half && m[2] === undefined) return undefined;
  if (hour > 23 || minute > 59) return undefined;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** "7:00 AM - 6:00 PM" as opening and closing times; "24/7" and "24 hours" as the whole day; undefined otherwise. */
export function readTimes(written: string): { opens: string; closes: string } | undefined {
  const value = written.trim();
  if (/^(?:24\/7|24 hours|open 24 hours)$/i.test(value)) return { opens: '00:00', closes: '23:59' };
  const m = /^(.+?)\s*(?:[-–]|to)\s*(.+)$/i.exec(value);
  const [opens, closes] = m ? [readTime(m[1]!), readTime(m[2]!)] : [];
  return opens && closes ? { opens, closes } : undefined;
}

const spec = (days: readonly Day[], times: { opens: string; closes: string }): OpeningHoursSpecification => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: days.map((d) => `https://schema.org/${d}` as DayOfWeek),
  ...times,
});

/**
 * The office hours of the site's lines whose days and times both read as such ("Sun: Emergency only" does not), and
 * the round-the-clock line ("Emergency service: 24/7"), told apart: the office is not open all night.
 */
export function openingHours(lines: ReadonlyArray<{ days: string; time: string }>): {
  office: OpeningHoursSpecification[];
  roundTheClock: boolean;
} {
  const office: OpeningHoursSpecification[] = [];
  let roundTheClock = false;
  for (const { days, time } of lines) {
    const [read, times] = [readDays(days), readTimes(time)];
    if (/^24\/7$/.test(time.trim())) roundTheClock = true;
    else if (read && times) office.push(spec(read, times));
  }
  return { office, roundTheClock };
}

/** Every day, all day: the hours of a line that answers round the clock. */
export const allWeek = (): OpeningHoursSpecification => spec(week, { opens: '00:00', closes: '23:59' });
