import { launch } from './tests/e2e/browser.ts';
import { openEditor, clickText, inPlaceBox } from './tests/e2e/editor-helpers.ts';
import { axeViolations } from './tests/e2e/axe.ts';
const b = await launch();
const s = await openEditor(b);
const p = s.page;
const panel = () => p.getByRole('complementary', { name: 'Page editor' });
try {
  await p.getByRole('button', { name: 'Edit Block 2 (faq)' }).focus();
  await p.keyboard.press('Enter');
  console.log(await panel().getByLabel('Block', { exact: true }).inputValue());
  await clickText(p, 'Editor Test');
  await inPlaceBox(p).waitFor({ timeout: 5000 });
  console.log('box');
  const t = Date.now();
  console.log(await axeViolations(p), Date.now() - t);
} catch (e) { console.log(String(e).slice(0, 1500)); }
await s.close(); await b.close();
