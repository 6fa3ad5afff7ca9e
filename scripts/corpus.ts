import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';

/**
 * Writes a site of `pages` valid pages into `root`: the site's own pages (and public/ for their pictures), then copies
 * of them under /bench/, each with its own title and description, so the tools meet as many distinct pages as a large
 * site would have.
 */
export function writeCorpus(root: string, pages: number): void {
  cpSync('pages', join(root, 'pages'), { recursive: true });
  cpSync('public', join(root, 'public'), { recursive: true });
  const real = readdirSync('pages', { recursive: true, encoding: 'utf8' }).filter((f) => /\.ya?ml$/.test(f) && !/(^|\/)_/.test(f));
  const copies = pages - real.length;
  if (copies < 0) throw new Error(`A corpus of ${pages} pages is smaller than the site itself (${real.length} pages).`);
  mkdirSync(join(root, 'pages', 'bench'), { recursive: true });
  const sources = real.map((file) => readFileSync(join('pages', file), 'utf8'));
  for (let i = 0; i < copies; i++) {
    const doc = parseDocument(sources[i % sources.length]!);
    const n = String(i + 1).padStart(5, '0');
    // Within the schema's limits: titles up to 70 characters, descriptions up to 170.
    doc.set('title', `${n} ${String(doc.get('title'))}`.slice(0, 70).trim());
    doc.set('description', `Copy ${n}: ${String(doc.get('description'))}`.slice(0, 170).trim());
    writeFileSync(join(root, 'pages', 'bench', `p-${n}.yaml`), doc.toString());
  }
}
