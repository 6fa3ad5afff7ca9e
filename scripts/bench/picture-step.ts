// The build's picture step for `npm run bench`: the site with a 4000 × 3000 phone photo (in the home page's hero and on
// a card of /about), and a generated site of 10,000 pages whose every generated page shows that photo in its hero;
// each made cold (an empty picture cache) and again from the cache, as the build makes them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkPages } from '../../src/builder/check-pages.ts';
import { makePictures } from '../../src/builder/pictures.ts';
import { writeCorpus } from './corpus.ts';
import { coldThenCached } from './timed-run.ts';
import { photoAlt, photoSrc, writePhoto, writePhotoSite } from './photo-site.ts';

export interface PictureStepRun {
  pages: number;
  /** Bytes of the photo as the phone took it. */
  photoBytes: number;
  files: number;
  coldMs: number;
  cachedMs: number;
  /** Files the cached run made again: 0 when the cache serves every one. */
  madeAgain: number;
}

/** The picture step of a site in `root`, cold then cached. */
async function measure(root: string, photoBytes: number): Promise<PictureStepRun> {
  const { pages, notFound } = await checkPages(root);
  const shown = [...pages, notFound].map((p) => p.summary);
  const { cold, cached, coldMs, cachedMs } = await coldThenCached(() =>
    makePictures(root, shown, join(root, 'picture-cache')),
  );
  return {
    pages: pages.length,
    photoBytes,
    files: cold.files.length,
    coldMs: Math.round(coldMs),
    cachedMs: Math.round(cachedMs),
    madeAgain: cached.made,
  };
}

export async function benchPictureStep(sizes: number[], log: (line: string) => void): Promise<PictureStepRun[]> {
  const work = mkdtempSync(join(tmpdir(), 'bench-pictures-'));
  try {
    log('pictures: the site with a phone photo, cold and cached');
    const site = join(work, 'site');
    const runs = [await measure(site, (await writePhotoSite(site)).photoBytes)];
    for (const pages of sizes) {
      log(`pictures: ${pages} pages, the photo in every generated page's hero, cold and cached`);
      const root = join(work, `site-${pages}`);
      writeCorpus(root, pages, { src: photoSrc, alt: photoAlt });
      runs.push(await measure(root, await writePhoto(join(root, 'public', photoSrc))));
    }
    return runs;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function pictureStepTable(runs: PictureStepRun[]): string {
  return [
    '| Site | Photo | Files made | Cold (empty cache) | Cached | Made again |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...runs.map(
      (r) =>
        `| ${r.pages} pages | ${(r.photoBytes / 1e6).toFixed(1)} MB, 4000 × 3000 ` +
        `| ${r.files} | ${s(r.coldMs)} | ${r.cachedMs} ms | ${r.madeAgain} |`,
    ),
  ].join('\n');
}
