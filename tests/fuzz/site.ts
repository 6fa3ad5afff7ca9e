import type { SourceFile } from '../../src/node/read/source-file.ts';
import { readPages } from '../../src/node/read/read-pages.ts';

/** The real pages: what the fuzz test mutates. */
export const realPages: readonly SourceFile[] = readPages('.').files;

/** The smallest valid page: it stands in for the pages a case leaves alone. */
const standIn = `title: A stand-in page
description: A page that stands in for a real one, so that links to it still resolve.
blocks:
  - type: hero
    title: A stand-in
`;

/**
 * The site as the validator sees it with `mutated` in place of its real file. The site file and the not-found page
 * are real (every page is checked against them); the other pages keep their names, so routes and links check as on
 * the real site, but hold a stand-in: checking all 30 real files would make each case 10 times slower.
 */
export function standInSiteWith(mutated: SourceFile): SourceFile[] {
  const others = realPages
    .filter((f) => f.file !== mutated.file)
    .map((f) => (f.file.startsWith('pages/_') ? f : { file: f.file, text: standIn }));
  // A fixture may stand in for a page deleted since: it is checked all the same.
  return [...others, mutated].sort((a, b) => (a.file < b.file ? -1 : 1));
}
