import { launch } from './tests/e2e/browser.ts';
import { openEditor, clickText, inPlaceBox } from './tests/e2e/editor-helpers.ts';
const b = await launch();
const s = await openEditor(b);
const p = s.page;
try {
  const question = p.getByRole('button', { name: 'Do you charge extra at night?' });
  console.log(await question.count());
  const box = (await question.boundingBox())!;
  console.log(box);
  await question.click({ position: { x: box.width - 24, y: box.height / 2 }, timeout: 5000 });
  console.log('clicked', await question.getAttribute('aria-expanded'));
  await p.waitForTimeout(500);
  await clickText(p, 'Only after 6 PM.');
  console.log('clicked text', await inPlaceBox(p).count());
} catch (e) { console.log(String(e).slice(0, 1500)); }
await p.screenshot({ path: '/tmp/shots/faq.png' });
await s.close(); await b.close();
