// npm run styles -- save <file> [--dir dist]: every computed style of every element of every built route, in Chromium,
// at 1280 and 375 px, with the page's script off (the prerendered HTML) and on (hydrated), and the focus ring of every
// link, button and field as the keyboard shows it; written to <file>.
// npm run styles -- compare <before> <after> [--ignore <regex>]: what differs between two such files, property by
// property; exit 1 if anything does. A change to the markup that should change no look (lighter HTML, a component
// replaced by plain elements) is checked by saving before and after it and comparing.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { compare, save, type Saved } from '../bench/computed-styles.ts';
import { outDir } from '../../src/builder/out-dir.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dir: { type: 'string', default: outDir }, ignore: { type: 'string' } },
});
const [action, ...files] = positionals;

if (action === 'save' && files.length === 1) await save(files[0]!, values.dir);
else if (action === 'compare' && files.length === 2) {
  const [before, after] = files.map((f) => JSON.parse(readFileSync(f!, 'utf8')) as Saved);
  process.exitCode = compare(before!, after!, values.ignore ? new RegExp(values.ignore) : undefined) ? 1 : 0;
} else {
  console.error(
    'Usage: npm run styles -- save <file> [--dir dist] | npm run styles -- compare <before> <after> [--ignore <regex>]',
  );
  process.exitCode = 2;
}
