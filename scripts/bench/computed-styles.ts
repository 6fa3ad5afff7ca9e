// The computed styles of a built site, read in Chromium and compared (`npm run styles`, scripts/commands/styles.ts).
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { launch } from '../../tests/e2e/browser.ts';
import { builtRoutes } from '../../src/builder/measure-routes.ts';
import { serveDist } from '../../src/builder/serve-dist.ts';

/**
 * One view of one route: each element as "tag x,y,w,h styleIndex", and its distinct style texts (one "name:value" a
 * line).
 */
interface View {
  list: string[];
  styles: string[];
}
/** By "route width js|nojs", its view; by "route width focus", one "tag|text|outline" line per focusable element. */
export type Saved = Record<string, View | string[]>;

/** Each element of <body> (an icon's inside left out) with its box and every computed property, custom ones too. */
function readView(): View {
  const elements = [...document.querySelectorAll('body *')].filter((e) => e.tagName === 'svg' || !e.closest('svg'));
  const styles = new Map<string, number>();
  const list = elements.map((e) => {
    const cs = getComputedStyle(e);
    let text = '';
    for (let i = 0; i < cs.length; i++) text += `${cs[i]}:${cs.getPropertyValue(cs[i]!)}\n`;
    if (!styles.has(text)) styles.set(text, styles.size);
    const b = e.getBoundingClientRect();
    return `${e.tagName.toLowerCase()} ${[b.x, b.y, b.width, b.height].map(Math.round).join(',')} ${styles.get(text)}`;
  });
  return { list, styles: [...styles.keys()] };
}

/** The outline each visible focusable element shows when the keyboard focuses it. */
function readFocusRings(): string[] {
  return [...document.querySelectorAll<HTMLElement>('a[href], button, summary, input, textarea, select, [tabindex]')]
    .filter((e) => e.getClientRects().length > 0)
    .map((e) => {
      e.focus({ focusVisible: true } as FocusOptions);
      const cs = getComputedStyle(e);
      return [
        e.tagName,
        (e.textContent ?? '').trim().slice(0, 20),
        cs.outlineStyle,
        cs.outlineWidth,
        cs.outlineColor,
        cs.outlineOffset,
      ].join('|');
    });
}

export async function save(file: string, dir: string) {
  const server = await serveDist(dir, 0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const routes = [...builtRoutes(dir), '/no-such-page'];
  const browser = await launch();
  const saved: Saved = {};
  const views = [false, true].flatMap((js) => [1280, 375].map((width) => ({ js, width })));
  await Promise.all(
    views.map(async ({ js, width }) => {
      const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width, height: 900 } });
      const page: Page = await context.newPage();
      for (const route of routes) {
        await page.goto(base + route, { waitUntil: 'load' });
        if (js) await page.waitForFunction(() => document.querySelector('.site-header[data-live]'));
        saved[`${route} ${width} ${js ? 'js' : 'nojs'}`] = await page.evaluate(readView);
        if (!js) {
          await page.keyboard.press('Tab');
          saved[`${route} ${width} focus`] = await page.evaluate(readFocusRings);
        }
      }
      await context.close();
    }),
  );
  await browser.close();
  server.close();
  writeFileSync(file, JSON.stringify(saved));
  const elements = Object.values(saved).reduce((n, v) => n + (Array.isArray(v) ? 0 : v.list.length), 0);
  console.log(`${routes.length} routes, ${elements} elements in ${views.length} views: ${file}`);
}

const properties = (text: string) =>
  new Map(
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  );

/** Each difference as a line; the same tag and property is printed three times at most, then counted. */
export function compare(before: Saved, after: Saved, ignore?: RegExp): number {
  let differences = 0;
  const counts = new Map<string, number>();
  const report = (kind: string, line: string) => {
    differences++;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    if (counts.get(kind)! <= 3) console.log(line);
  };
  for (const [key, a] of Object.entries(before)) {
    const b = after[key];
    if (!b) report('missing', `${key}: not in the second file`);
    else if (Array.isArray(a) || Array.isArray(b)) {
      const [ringsBefore, ringsAfter] = [a, b] as string[][];
      ringsBefore!.forEach(
        (ring, i) => ring !== ringsAfter![i] && report('focus', `${key}: ${ring} → ${ringsAfter![i]}`),
      );
      if (ringsAfter!.length !== ringsBefore!.length)
        report('focus', `${key}: ${ringsBefore!.length} focusable elements → ${ringsAfter!.length}`);
    } else if (a.list.length !== b.list.length) report('count', `${key}: ${a.list.length} elements → ${b.list.length}`);
    else
      a.list.forEach((entry, i) => {
        const [tag, box, style] = entry.split(' ');
        const [tagAfter, boxAfter, styleAfter] = b.list[i]!.split(' ');
        if (tag !== tagAfter || box !== boxAfter)
          report(`${tag} box`, `${key} #${i}: ${tag} ${box} → ${tagAfter} ${boxAfter}`);
        const pa = properties(a.styles[Number(style)]!);
        const pb = properties(b.styles[Number(styleAfter)]!);
        for (const name of new Set([...pa.keys(), ...pb.keys()])) {
          if (pa.get(name) === pb.get(name) || ignore?.test(name)) continue;
          report(
            `${tag} ${name}`,
            `${key} #${i} ${tag}: ${name} ${JSON.stringify(pa.get(name))} → ${JSON.stringify(pb.get(name))}`,
          );
        }
      });
  }
  const most = [...counts].sort((x, y) => y[1] - x[1]).slice(0, 20);
  if (differences)
    console.log(
      `${differences} differences; the most: ` +
        `${most.map(([kind, n]) => `${kind} ×${n}`).join(', ')}${counts.size > most.length ? ', …' : ''}`,
    );
  else console.log('Every computed style, box and focus ring is the same.');
  return differences;
}
