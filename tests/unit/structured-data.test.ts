// The structured data's readings of what owners write (hours, dates, prices), and its script element, which no page
// text can end early.
import { describe, expect, it } from 'vitest';
import { readDate } from '../../schema/date.ts';
import { openingHours, readDays, readTimes } from '../../src/core/opening-hours.ts';
import { checkSite } from '../../src/node/check/check-site.ts';
import { siteGraph } from '../../src/builder/structured-data.ts';
import { amountOf, periodCode } from '../../src/blocks/pricing/structured-data.ts';
import { fixtureAssets, fixtureFiles } from './site-fixture.ts';

describe('opening hours as people write them', () => {
  it.each([
    ['Mon-Fri', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
    ['Sat', ['Saturday']],
    ['Mon, Wed & Fri', ['Monday', 'Wednesday', 'Friday']],
    ['Fri-Mon', ['Friday', 'Saturday', 'Sunday', 'Monday']],
    ['Daily', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']],
  ])('reads the days "%s"', (written, days) => expect(readDays(written)).toEqual(days));

  it.each(['Emergency service', 'Holidays', 'Mo', ''])('reads no days in "%s"', (written) =>
    expect(readDays(written)).toBeUndefined(),
  );

  it.each([
    ['7:00 AM - 6:00 PM', { opens: '07:00', closes: '18:00' }],
    ['8 am to 4 pm', { opens: '08:00', closes: '16:00' }],
    ['12:00 PM - 12:30 AM', { opens: '12:00', closes: '00:30' }],
    ['07:30-17:00', { opens: '07:30', closes: '17:00' }],
    ['24/7', { opens: '00:00', closes: '23:59' }],
  ])('reads the time "%s"', (written, times) => expect(readTimes(written)).toEqual(times));

  it.each(['Emergency only', '13:00 PM - 2:00 PM', '7 - 6', 'By appointment'])('reads no time in "%s"', (written) =>
    expect(readTimes(written)).toBeUndefined(),
  );

  it('keeps the office hours and the round-the-clock line apart, and leaves out a line that is no hours', () => {
    const { office, roundTheClock } = openingHours([
      { days: 'Mon-Fri', time: '7:00 AM - 6:00 PM' },
      { days: 'Sun', time: 'Emergency only' },
      { days: 'Emergency service', time: '24/7' },
    ]);
    expect(roundTheClock).toBe(true);
    expect(office).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
        opens: '07:00',
        closes: '18:00',
      },
    ]);
  });
});

describe('a date as people write it', () => {
  it.each([
    ['November 12, 2024', '2024-11-12'],
    ['12 November 2024', '2024-11-12'],
    ['Nov 4, 2024', '2024-11-04'],
    ['Sept 3, 2024', '2024-09-03'],
    ['2024-02-29', '2024-02-29'],
  ])('reads "%s" as %s', (written, iso) => expect(readDate(written)).toBe(iso));

  it.each(['Last winter', 'Nov 31, 2024', '2023-02-29', 'Ma 4, 2024', '4/11/2024'])(
    'reads no date in "%s"',
    (written) => expect(readDate(written)).toBeUndefined(),
  );
});

describe('a price', () => {
  it.each([
    ['$149', '149'],
    ['$1,299', '1299'],
    ['$ 95.50', '95.50'],
  ])('reads %s as the amount %s', (price, amount) => expect(amountOf(price)).toBe(amount));

  it.each(['Call us', 'From $99', '$1,29', '149'])('reads no amount in "%s"', (price) =>
    expect(amountOf(price)).toBeUndefined(),
  );

  it.each([
    ['per year', 'ANN'],
    ['a year', 'ANN'],
    ['Annually', 'ANN'],
    ['per month', 'MON'],
    ['/month', 'MON'],
    ['monthly', 'MON'],
    ['per week', 'WEE'],
    ['per hour', 'HUR'],
  ])('reads the period "%s" as %s', (period, code) => expect(periodCode(period)).toBe(code));

  it.each(['per job', 'per visit', 'first year', ''])('reads no period in "%s" (its words still say it)', (period) =>
    expect(periodCode(period)).toBeUndefined(),
  );
});

describe('the script element', () => {
  it('holds a title with </script> and a comment as text: the element ends where the build ends it', () => {
    const checked = checkSite(fixtureFiles(), fixtureAssets());
    const [home] = checked.pages.filter((p) => p.route === '/');
    const title = '</script><script>alert(1)</script><!-- Okanagan';
    const script = siteGraph(checked.site!, new Map()).scriptOf('/', { ...home!.page, title });
    const inside = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inside).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(inside)['@graph'][0].name).toBe(title);
  });
});
