// The page editor as a new editor uses it, on the dev server, at 1280 and at 375 px: the text opened is the one
// clicked whatever is open or closed, quick saves from one tab all land in order, typing is never dropped, an outside
// change is refused with the words kept, only the edited characters change, and the keyboard reaches everything.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { parse } from 'yaml';
import { axeViolations } from './axe.ts';
import { hydrateEveryBlock, launch, waitForHydration } from './browser.ts';
import {
  blockTitle,
  changed,
  clickText,
  editBlock,
  editorPage,
  editorReady,
  editorShows,
  expectFile,
  inPlaceBox,
  openEditor,
  type EditorSession,
} from './editor-helpers.ts';

/** A page whose texts are spelled with escapes and quotes, as a file written by hand may be. */
const spelled = `title: Spelled Page | {company}
description: A page whose texts are written with escapes and quotes, to check that an edit keeps their spelling.
blocks:
  - type: hero
    title: "Drains Cleared \\u2014 Fast"
    text: 'It''s what we do, every day.'
`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const drainFile = 'services/drain-cleaning.yaml';

describe.each([
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
])('at $width px', (viewport) => {
  let session: EditorSession;
  let page: Page;
  const panel = () => page.getByRole('complementary', { name: 'Page editor' });
  const pagesFile = (name: string) => join(session.server.pagesDir, name);
  const drainText = () => readFileSync(pagesFile(drainFile), 'utf8');
  let drainOriginal: string;

  beforeAll(async () => {
    session = await openEditor(browser, (pagesDir) => writeFileSync(join(pagesDir, 'spelled.yaml'), spelled), viewport);
    page = session.page;
    drainOriginal = drainText();
  });
  afterAll(() => session?.close());
  afterEach(async () => {
    // On a phone the open sheet covers most of the page: closed again, as an editor does before clicking a text.
    const hide = panel().getByRole('button', { name: 'Hide panel' });
    if (await hide.isVisible()) await hide.click();
    if (drainText() !== drainOriginal) writeFileSync(pagesFile(drainFile), drainOriginal);
    // Back on the editor's page, with its blocks on it: the side panel can be ready before the page has rendered.
    if (!page.url().includes('/editor-test')) {
      await page.goto(`${session.server.url}/editor-test?edit`);
      await editorReady(page, 10_000);
    }
    if (session.read() !== editorPage) session.write(editorPage);
    await editorShows(page, editorPage);
  });

  it('opens the question clicked, with every answer closed, for each question of a FAQ', async () => {
    await page.goto(`${session.server.url}/services/drain-cleaning?edit`);
    await editorReady(page, 10_000);
    await waitForHydration(page);
    await hydrateEveryBlock(page);
    const questions = await page.locator('#main summary').allTextContents();
    expect(questions.length).toBe(6);
    for (const question of questions) {
      expect(await page.locator('#main details[open]').count()).toBe(0);
      await clickText(page, question);
      await expect.poll(() => inPlaceBox(page).inputValue()).toBe(question);
      expect(await inPlaceBox(page).getAttribute('aria-label')).toMatch(
        new RegExp(`^Edit Block \\d+ \\(${blockTitle('faq')}\\): Question \\d › Question$`),
      );
      await inPlaceBox(page).press('Escape');
      expect(await page.locator('#main details[open]').count()).toBe(0);
    }
    // And the save lands on that question, nowhere else.
    const third = questions[2]!;
    await clickText(page, third);
    await inPlaceBox(page).fill(`${third} (edited)`);
    await inPlaceBox(page).press('Enter');
    await expect
      .poll(drainText, { timeout: 5000 })
      .toBe(drainOriginal.replace(`question: ${third}\n`, `question: ${third} (edited)\n`));
  });

  it('lands three saves made within 300 ms from one tab, in order, each made on the one before, none refused', async () => {
    const edits: Array<[string, string, string]> = [
      ['Editor Test', 'Editor Test One', 'title: Editor Test   #'],
      ['Do you charge extra at night?', 'Do you charge extra on Sundays?', 'question: Do you charge extra at night?'],
      ['Are you licensed?', 'Are you bonded?', 'question: Are you licensed?'],
    ];
    let expected = editorPage;
    for (const [shown, typed, line] of edits) expected = changed(line, line.replace(shown, typed), expected);
    // The page settled first: every block hydrated (a block below the hero hydrates as it nears the screen, which
    // would take the page's time in the middle of the three saves), and the browser idle.
    await hydrateEveryBlock(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    // Each text as an editor reaches it: scrolled to, clicked on its first characters, its words replaced, Enter.
    const locate = (wanted: string) =>
      page.evaluate((text) => {
        const walker = document.createTreeWalker(document.getElementById('main')!, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.nodeValue?.trim() !== text) continue;
          node.parentElement!.scrollIntoView({ block: 'center' });
          const range = document.createRange();
          range.selectNodeContents(node);
          const first = range.getClientRects()[0]!;
          return { x: first.left + Math.min(8, first.width / 2), y: first.top + first.height / 2 };
        }
        throw new Error(`"${text}" is not on the page.`);
      }, wanted);

    /**
     * The three saves, as fast as the editor can: when each Enter reached the page, and each save's request and
     * answer.
     */
    const threeQuickSaves = async () => {
      await page.evaluate(() => {
        const w = window as unknown as { enters: number[]; onEnter?: (e: KeyboardEvent) => void };
        w.enters = [];
        if (w.onEnter) document.removeEventListener('keydown', w.onEnter, { capture: true });
        w.onEnter = (e) => void (e.key === 'Enter' && w.enters.push(performance.timeOrigin + performance.now()));
        document.addEventListener('keydown', w.onEnter, { capture: true });
      });
      const enters = () => page.evaluate(() => (window as unknown as { enters: number[] }).enters);
      const saves: Array<{ sent: number; answered?: number; hash: string; edit: { value: string }; wrote?: string }> =
        [];
      const onRequest = (request: Request) => {
        if (request.url().endsWith('/__edit/save'))
          saves.push({ sent: Date.now(), ...(request.postDataJSON() as { hash: string; edit: { value: string } }) });
      };
      page.on('request', onRequest);
      // The first save reaches the dev server only after the third Enter, as on a slow machine: all three are surely
      // made while a save is on its way, and the page stays still while they are typed.
      await page.route('**/__edit/save', async (route) => {
        const save = saves.find((s) => s.answered === undefined)!;
        if (save === saves[0]) await expect.poll(async () => (await enters()).length, { timeout: 3000 }).toBe(3);
        const response = await route.fetch();
        save.answered = Date.now();
        save.wrote = ((await response.json()) as { source?: { hash: string } }).source?.hash;
        await route.fulfill({ response });
      });
      try {
        for (const [shown, typed] of edits) {
          const at = await locate(shown);
          await page.mouse.click(at.x, at.y);
          // Once the box is open with the text clicked, its words are selected, to be typed over. The box opens with
          // the click, so this is asked once; only a box not open yet is waited for.
          const selectWords = (t: string) => {
            const box = document.activeElement;
            if (!(box instanceof HTMLTextAreaElement && box.matches('.pe-inplace-box') && box.value === t))
              return false;
            box.select();
            return true;
          };
          if (!(await page.evaluate(selectWords, shown)))
            await page.waitForFunction(selectWords, shown, { polling: 'raf', timeout: 2000 });
          await page.keyboard.insertText(typed);
          await page.keyboard.press('Enter');
        }
        // All three land, in order, whatever the timing of this attempt.
        await expectFile(session, expected);
        await expect.poll(() => saves.length === 3 && saves.every((s) => s.answered !== undefined)).toBe(true);
        expect(await page.locator('.pe-inplace [role="alert"]').count()).toBe(0);
        return { pressed: await enters(), saves };
      } finally {
        page.off('request', onRequest);
        await page.unroute('**/__edit/save');
      }
    };

    // On a machine busy with other work (CI runs four browser test files at once) the browser and this test's calls
    // to it may take longer than 300 ms for the three: up to six attempts, each of which must land all three in
    // order; at least one must make them within 300 ms.
    const spacings: string[] = [];
    let quick: Awaited<ReturnType<typeof threeQuickSaves>> | undefined;
    for (let attempt = 0; attempt < 6 && !quick; attempt++) {
      if (attempt > 0) {
        await expect.poll(() => page.locator('.pe-inplace').count()).toBe(0);
        session.write(editorPage);
        await editorShows(page, editorPage);
        // The page shows the texts again, and is still.
        for (const [shown] of edits) await page.locator('#main').getByText(shown, { exact: true }).first().waitFor();
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
      }
      const made = await threeQuickSaves();
      spacings.push(`+${made.pressed.map((t) => Math.round(t - made.pressed[0]!)).join(', +')} ms`);
      if (made.pressed.length === 3 && made.pressed[2]! - made.pressed[0]! < 300) quick = made;
    }
    // Made within 300 ms: three Enter presses, the last less than 300 ms after the first.
    expect(quick, `Enter presses at ${spacings.join('; ')}`).toBeDefined();
    const { pressed, saves } = quick!;
    expect(pressed).toHaveLength(3);
    expect(pressed[2]! - pressed[0]!).toBeLessThan(300);
    // Overlapping: the second and third were made while the first was on its way, and waited their turn: each
    // request left after the answer before it, from the text that answer wrote, in the order they were made.
    expect(saves.map((s) => s.edit.value)).toEqual(edits.map(([, typed]) => typed));
    expect(pressed[2]!).toBeLessThan(saves[0]!.answered!);
    for (const i of [1, 2]) {
      expect(saves[i]!.sent).toBeGreaterThanOrEqual(saves[i - 1]!.answered!);
      expect(saves[i]!.hash).toBe(saves[i - 1]!.wrote);
    }
    await expect.poll(() => panel().getByRole('status').textContent()).toContain('Saved');
  });

  it('counts a save as this tab’s when the live preview shows it before its answer comes', async () => {
    // The dev server writes the file, the live preview shows it and the tab reads the file again, and only then does
    // the save's answer arrive: the next save, begun on the text before, is still made on top of it, not refused.
    let sendFirst!: () => void;
    let answerFirst!: () => void;
    const sent = new Promise<void>((resolve) => (sendFirst = resolve));
    const answered = new Promise<void>((resolve) => (answerFirst = resolve));
    let first = true;
    await page.route('**/__edit/save', async (route) => {
      const held = first;
      first = false;
      if (held) await sent;
      const response = await route.fetch();
      if (held) await answered;
      await route.fulfill({ response });
    });
    await clickText(page, 'Editor Test');
    await inPlaceBox(page).fill('Editor Test One');
    await inPlaceBox(page).press('Enter');
    await clickText(page, 'Do you charge extra at night?');
    const second = page.getByRole('textbox', { name: /Question 1 › Question$/ });
    await expect.poll(() => second.inputValue()).toBe('Do you charge extra at night?');
    await second.fill('Do you charge extra on Sundays?');
    sendFirst();
    const afterFirst = changed('title: Editor Test   #', 'title: Editor Test One   #');
    await expectFile(session, afterFirst);
    await editorShows(page, afterFirst);
    await second.press('Enter');
    answerFirst();
    await expectFile(
      session,
      changed('question: Do you charge extra at night?', 'question: Do you charge extra on Sundays?', afterFirst),
    );
    expect(await page.locator('.pe-inplace [role="alert"]').count()).toBe(0);
    await page.unroute('**/__edit/save');
  });

  it('lands three side-panel saves in a row, none refused as a change on disk', async () => {
    await editBlock(page, 1, 'faq').click();
    const field = (n: number, label: string) =>
      panel()
        .getByRole('group', { name: `Question ${n}` })
        .getByLabel(label, { exact: true });
    await field(1, 'Question').fill('Night rates?');
    await field(1, 'Answer').fill('After 7 PM.');
    await field(2, 'Answer').fill('Yes, and bonded.');
    await field(2, 'Answer').press('Enter');
    await expectFile(
      session,
      editorPage
        .replace('question: Do you charge extra at night?', 'question: Night rates?')
        .replace('answer: Only after 6 PM.', 'answer: After 7 PM.')
        .replace('answer: Yes, licensed and insured.', 'answer: Yes, and bonded.'),
    );
    expect(await panel().getByRole('alert').count()).toBe(0);
  });

  it('opens a second text while the first still saves, and keeps both', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    await page.route('**/__edit/save', async (route) => {
      const response = await route.fetch();
      if (first) {
        first = false;
        await held;
      }
      await route.fulfill({ response });
    });
    await clickText(page, 'Editor Test');
    await inPlaceBox(page).fill('Saved First');
    await inPlaceBox(page).press('Enter');
    await expect.poll(() => page.locator('.pe-inplace[data-saving]').count()).toBe(1);
    await clickText(page, 'Get a Quote');
    const second = page.getByRole('textbox', { name: /Button 2 › Button text$/ });
    await expect.poll(() => second.inputValue()).toBe('Get a Quote');
    await second.fill('Ask Us for a Quote');
    release();
    await second.press('Enter');
    await expectFile(
      session,
      changed(
        'label: Get a Quote',
        'label: Ask Us for a Quote',
        changed('title: Editor Test   #', 'title: Saved First   #'),
      ),
    );
    await expect.poll(() => inPlaceBox(page).count()).toBe(0);
    await page.unroute('**/__edit/save');
  });

  it('refuses a change made outside this tab since the text opened, and keeps the words typed', async () => {
    await clickText(page, 'Editor Test');
    await inPlaceBox(page).fill('Mine, carefully worded');
    const outside = changed('description: A page', 'description: Another tab changed this page');
    session.write(outside);
    await inPlaceBox(page).press('Enter');
    const alert = page.locator('.pe-inplace').getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Changed on disk');
    expect(await alert.textContent()).toContain('outside this tab');
    expect(await inPlaceBox(page).inputValue()).toBe('Mine, carefully worded');
    expect(session.read()).toBe(outside);
    await inPlaceBox(page).press('Escape');
  });

  it('tells the second of two tabs that the other saved first, and keeps its words', async () => {
    const other = await page.context().newPage();
    try {
      await other.goto(`${session.server.url}/editor-test?edit`);
      await editorReady(other, 10_000);
      await clickText(page, 'Get a Quote');
      await inPlaceBox(page).fill('Quote, Please');
      await clickText(other, 'Editor Test');
      await inPlaceBox(other).fill('Saved in the Other Tab');
      await inPlaceBox(other).press('Enter');
      const otherSaved = changed('title: Editor Test   #', 'title: Saved in the Other Tab   #');
      await expectFile(session, otherSaved);
      await inPlaceBox(page).press('Enter');
      await expect
        .poll(() => page.locator('.pe-inplace').getByRole('alert').textContent())
        .toContain('Changed on disk');
      expect(await inPlaceBox(page).inputValue()).toBe('Quote, Please');
      expect(session.read()).toBe(otherSaved);
      await inPlaceBox(page).press('Escape');
    } finally {
      await other.close();
    }
  });

  it('changes only the edited characters: an escape and a doubled quote around the edit keep their spelling', async () => {
    await page.goto(`${session.server.url}/spelled?edit`);
    await editorReady(page, 10_000);
    const file = () => readFileSync(pagesFile('spelled.yaml'), 'utf8');
    await clickText(page, 'Drains Cleared \u2014 Fast');
    await inPlaceBox(page).fill('Drains Cleared \u2014 Today');
    await inPlaceBox(page).press('Enter');
    await expect
      .poll(file, { timeout: 5000 })
      .toBe(spelled.replace('"Drains Cleared \\u2014 Fast"', '"Drains Cleared \\u2014 Today"'));
    await clickText(page, "It's what we do, every day.");
    await inPlaceBox(page).fill("It's what we do, every single day.");
    await inPlaceBox(page).press('Enter');
    await expect.poll(file, { timeout: 5000 }).toContain("    text: 'It''s what we do, every single day.'\n");
  });

  it('works from the keyboard alone: Tab to a heading, Enter, type, Enter saves; Enter on a button label edits it', async () => {
    // From the top of the page, Tab by Tab to the main heading.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    let presses = 0;
    while ((await focused()) !== 'Editor Test' && presses < 40) {
      await page.keyboard.press('Tab');
      presses++;
    }
    expect(await focused()).toBe('Editor Test');
    await page.keyboard.press('Enter');
    await expect.poll(() => inPlaceBox(page).inputValue()).toBe('Editor Test');
    await page.keyboard.press('End');
    await page.keyboard.type(' by Keyboard');
    await page.keyboard.press('Enter');
    await expectFile(session, changed('title: Editor Test   #', 'title: Editor Test by Keyboard   #'));

    const url = page.url();
    await page.getByRole('link', { name: 'Get a Quote' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => inPlaceBox(page).inputValue()).toBe('Get a Quote');
    expect(page.url()).toBe(url);
    await page.keyboard.press('Escape');

    // A question: Enter edits it, Space still opens it.
    const question = page.locator('#main summary', { hasText: 'Are you licensed?' });
    await question.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => question.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(true);
    await page.keyboard.press('F2');
    await expect.poll(() => inPlaceBox(page).inputValue()).toBe('Are you licensed?');
    await page.keyboard.press('Escape');
  });

  it('goes on from text to text with Tab: three edits in a row from the keyboard alone, the focus on each text after its save', async () => {
    const hero = (
      parse(editorPage) as { blocks: Array<{ title: string; text: string; actions: Array<{ label: string }> }> }
    ).blocks[0]!;
    const texts = [hero.title, hero.text, hero.actions[0]!.label];
    // Where each is written in the file, to find its line.
    const written = ['    title: ', '    text: ', '      - label: '];
    // The text the focus is on: its own element, or the link around it.
    const focused = () =>
      page.evaluate(() => {
        const at = document.activeElement;
        const link = at?.closest('#main a');
        return (
          (at?.closest('#main [data-pe-text]') ?? link?.querySelector('[data-pe-text]'))?.getAttribute(
            'data-pe-text',
          ) ?? at?.tagName
        );
      });
    // From the top of the page (its first Tab stop, the skip link), Tab by Tab to the main heading.
    await page.getByRole('link', { name: 'Skip to the page editor' }).focus();
    for (let presses = 0; (await focused()) !== 'blocks.0.title' && presses < 40; presses++)
      await page.keyboard.press('Tab');
    let text = editorPage;
    for (const [i, raw] of texts.entries()) {
      if (i > 0) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => inPlaceBox(page).inputValue()).toBe(raw);
      await page.keyboard.press('End');
      await page.keyboard.type(` (${i + 1})`);
      await page.keyboard.press('Enter');
      text = changed(`${written[i]}${raw}`, `${written[i]}${raw} (${i + 1})`, text);
      // Back on the text just saved (on its new element when the page makes one for its new words).
      await expect.poll(focused).toBe(['blocks.0.title', 'blocks.0.text', 'blocks.0.actions.0.label'][i]);
    }
    await expectFile(session, text);
    await expect.poll(() => inPlaceBox(page).count()).toBe(0);
  });

  it('reaches the panel from the first Tab, and says how to start', async () => {
    await page.reload();
    await editorReady(page, 10_000);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to the page editor' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => panel().evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await panel().textContent()).toContain('Click any text to change it');
  });

  it('keeps the page usable: the panel never covers the page’s width, the tags never the header, the box on screen', async () => {
    const mainWidth = await page.locator('#main').evaluate((el) => el.getBoundingClientRect().width);
    expect(mainWidth).toBeGreaterThanOrEqual(viewport.width > 900 ? 800 : viewport.width - 20);
    // Scrolled so that a block's tag would sit where the sticky header is: the header is on top.
    await page.evaluate(() =>
      window.scrollTo(0, document.querySelector<HTMLElement>('[data-block-index="1"]')!.offsetTop - 20),
    );
    const headerOnTop = await page.evaluate(() => {
      const header = document.querySelector('header')!.getBoundingClientRect();
      const hit = document.elementFromPoint(header.left + 20, header.bottom - 4);
      return !!hit?.closest('header');
    });
    expect(headerOnTop).toBe(true);
    await clickText(page, 'Are you licensed?');
    const box = (await page.locator('.pe-inplace').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await inPlaceBox(page).press('Escape');
  });

  it('has no WCAG 2.1 A or AA violation in edit mode, with the panel open and closed', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);
    if (viewport.width < 900) {
      await panel().getByRole('button', { name: 'Show panel' }).click();
      expect(await panel().getByRole('button', { name: 'Hide panel' }).getAttribute('aria-expanded')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await panel().getByRole('button', { name: 'Hide panel' }).click();
    }
  });
});
