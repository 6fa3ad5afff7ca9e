import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch } from './browser.ts';
import { siteContent } from '../site-content.ts';
import {
  changed,
  clickText,
  editInPlace,
  editorPage,
  editorShows,
  expectFile,
  inPlaceBox,
  openEditor,
  type EditorSession,
} from './editor-helpers.ts';

let browser: Browser;
let session: EditorSession;
let page: Page;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const heading = () => page.getByRole('heading', { level: 1 });
/** The phone as the site copy's pages/_site.yaml shows it: the editor tests' site is a copy of this one. */
const phone = siteContent().site.phone.display;

describe('texts edited where they stand', () => {
  beforeAll(async () => {
    session = await openEditor(browser);
    page = session.page;
  });
  afterAll(() => session?.close());
  // Each test starts from the page as written, shown in the tab.
  afterEach(async () => {
    if (session.read() !== editorPage) session.write(editorPage);
    await editorShows(page, editorPage);
  });

  it('saves a heading on Enter: that value changes, every other byte stays, and the preview shows it', async () => {
    await clickText(page, 'Editor Test');
    await expect(inPlaceBox(page).inputValue()).resolves.toBe('Editor Test');
    await inPlaceBox(page).fill('Editor Test, Edited');
    await inPlaceBox(page).press('Enter');
    await expectFile(
      session,
      changed('    title: Editor Test   # the main heading', '    title: Editor Test, Edited   # the main heading'),
    );
    await expect.poll(() => heading().textContent()).toBe('Editor Test, Edited');
    // The box closes when the save answers, which may come just after the preview shows the new text.
    await expect.poll(() => inPlaceBox(page).count()).toBe(0);
  });

  it('shows a placeholder as written and keeps it; a click on a button label edits it instead of following it', async () => {
    const url = page.url();
    await clickText(page, `Call ${phone}`);
    await expect(inPlaceBox(page).inputValue()).resolves.toBe('Call {phone}');
    await inPlaceBox(page).fill('Phone {phone} Now');
    await inPlaceBox(page).press('Enter');
    await expectFile(session, changed('      - label: Call {phone}\n', '      - label: Phone {phone} Now\n'));
    await expect.poll(() => page.getByRole('link', { name: `Phone ${phone} Now` }).count()).toBe(1);
    expect(page.url()).toBe(url);
  });

  it('edits a FAQ answer once its question is open', async () => {
    // Beside the question's words (on its arrow) the click opens the question, as it does outside edit mode.
    const question = page.locator('#main summary', { hasText: 'Do you charge extra at night?' });
    const box = (await question.boundingBox())!;
    await question.click({ position: { x: box.width - 24, y: box.height / 2 } });
    await editInPlace(page, 'Only after 6 PM.', 'Only after 7 PM, and on Sundays.');
    await expectFile(session, changed('answer: Only after 6 PM.', 'answer: Only after 7 PM, and on Sundays.'));
    await expect.poll(() => page.locator('#main').getByText('Only after 7 PM, and on Sundays.').isVisible()).toBe(true);
  });

  it('writes a new line (Shift+Enter) as \\n in quotes, and keeps a text with a colon readable as text', async () => {
    await clickText(page, 'Are you licensed?');
    await inPlaceBox(page).fill('Licensed');
    await inPlaceBox(page).press('Shift+Enter');
    await inPlaceBox(page).pressSequentially('and insured: yes?');
    await inPlaceBox(page).press('Enter');
    await expectFile(
      session,
      changed('      - question: Are you licensed?', '      - question: "Licensed\\nand insured: yes?"'),
    );
  });

  it('keeps a changed text open when another is clicked, and cancels it on Escape: nothing is written', async () => {
    await clickText(page, 'Editor Test');
    await inPlaceBox(page).fill('Never saved');
    await clickText(page, 'Get a Quote');
    expect(await inPlaceBox(page).inputValue()).toBe('Never saved');
    await inPlaceBox(page).press('Escape');
    expect(await inPlaceBox(page).count()).toBe(0);
    await page.waitForTimeout(300);
    expect(session.read()).toBe(editorPage);
    expect(await heading().textContent()).toBe('Editor Test');
  });

  it('refuses a blank text with the same message as validate, at the field, and keeps the text editable', async () => {
    await clickText(page, 'Editor Test');
    await inPlaceBox(page).fill('   ');
    await inPlaceBox(page).press('Enter');
    const alert = page.locator('.pe-inplace').getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Empty text');
    expect(await alert.textContent()).toContain('pages/editor-test.yaml:8:12');
    expect(await alert.textContent()).toContain('Block 1 (hero): "title" is blank (only spaces).');
    expect(await inPlaceBox(page).getAttribute('aria-invalid')).toBe('true');
    expect(session.read()).toBe(editorPage);
    // Still editable: fixed, it saves.
    await inPlaceBox(page).fill('Editor Test Fixed');
    await inPlaceBox(page).press('Enter');
    await expectFile(session, changed('title: Editor Test   #', 'title: Editor Test Fixed   #'));
  });

  it('refuses a save when the file changed on disk since the page showed it, and keeps the edit to paste', async () => {
    await clickText(page, 'Editor Test');
    await inPlaceBox(page).fill('My careful wording');
    const outside = changed('description: A page', 'description: Someone else changed this page');
    session.write(outside);
    await inPlaceBox(page).press('Enter');
    const alert = page.locator('.pe-inplace').getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Changed on disk');
    expect(await alert.getByRole('button', { name: 'Reload the page' }).count()).toBe(1);
    expect(await inPlaceBox(page).inputValue()).toBe('My careful wording');
    expect(session.read()).toBe(outside);
    await inPlaceBox(page).press('Escape');
  });

  it('ends on what another program wrote right after a save, when the save’s answer comes after the preview showed it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered: Promise<void> | undefined;
    await page.route('**/__edit/save', (route) => {
      answered = (async () => {
        const response = await route.fetch();
        await held;
        await route.fulfill({ response });
      })();
      return answered;
    });
    await editInPlace(page, 'Editor Test', 'Saved Here');
    const saved = changed('title: Editor Test   #', 'title: Saved Here   #');
    await expectFile(session, saved);
    const elsewhere = changed('text: Call {phone} any time.', 'text: Written by another program.', saved);
    session.write(elsewhere);
    await expect.poll(() => page.locator('#main').getByText('Written by another program.').count()).toBe(1);
    release();
    // The held answer is sent before the route is removed, so nothing else can answer it.
    await answered;
    await page.unroute('**/__edit/save');
    await editorShows(page, elsewhere);
  });

  it('opens a text again right after its save, when another program wrote before the save’s answer came, on a slow computer', async () => {
    // Each round's save is answered only when the round opens its gate.
    let open = () => {};
    let gate = Promise.resolve();
    await page.route('**/__edit/save', async (route) => {
      const response = await route.fetch();
      await gate;
      await route.fulfill({ response });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    try {
      let [shown, text] = ['Editor Test', editorPage];
      for (const [round, next] of ['Round One', 'Round Two', 'Round Three', 'Round Four'].entries()) {
        gate = new Promise((resolve) => (open = resolve));
        await editInPlace(page, shown, next);
        text = changed(`title: ${shown}   #`, `title: ${next}   #`, text);
        await expectFile(session, text);
        text = changed(/text: .*/.exec(text)![0], `text: Written elsewhere, round ${round + 1}.`, text);
        session.write(text);
        await expect
          .poll(
            () =>
              page
                .locator('#main')
                .getByText(`Written elsewhere, round ${round + 1}.`)
                .count(),
            { timeout: 10_000 },
          )
          .toBe(1);
        open();
        await expect.poll(() => inPlaceBox(page).count(), { timeout: 10_000 }).toBe(0);
        shown = next;
      }
      // The heading saved last opens again.
      await clickText(page, shown);
      await expect(inPlaceBox(page).inputValue()).resolves.toBe(shown);
      await inPlaceBox(page).press('Escape');
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
      await page.unroute('**/__edit/save');
    }
  }, 60_000);

  it('undoes and redoes the session’s saves with Ctrl+Z and Ctrl+Shift+Z, byte for byte, however fast the keys come', async () => {
    await editInPlace(page, 'Editor Test', 'First Change');
    const first = changed('title: Editor Test   #', 'title: First Change   #');
    await expectFile(session, first);
    await editInPlace(page, 'Get a Quote', 'Ask for a Quote');
    const second = changed('label: Get a Quote', 'label: Ask for a Quote', first);
    await expectFile(session, second);

    // Twice in a row, as fast as keys go: the second undo starts from what the first wrote.
    await page.locator('body').press('Control+z');
    await page.locator('body').press('Control+z');
    await expectFile(session, editorPage);
    await expect.poll(() => heading().textContent()).toBe('Editor Test');
    await page.locator('body').press('Control+Shift+z');
    await expectFile(session, first);
    await expect.poll(() => heading().textContent()).toBe('First Change');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expectFile(session, second);
  });
});
