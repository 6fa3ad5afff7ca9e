// npm run lighthouse [-- --runs 3 --routes /,/contact] [--photo]: Lighthouse (mobile) on the built site, served
// compressed; exit 1 when a figure misses its threshold.
// --against <dir>: another build (the site built before a change) audited beside it, route by route in turn, and the
// two side by side with each figure's change: on a machine whose speed drifts, the fair way to tell better from noise.
// --photo builds a copy of the site with a 4000 × 3000 phone photo in the home page's hero and on a card of /about
// (scripts/bench/photo-site.ts) into a temporary folder, and tests those two pages.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  formatComparison,
  formatLighthouse,
  lighthouseMisses,
  lighthouseOfBuilds,
  runLighthouse,
  type LighthouseRow,
} from '../bench/lighthouse.ts';
import { build } from '../bench/build-scale.ts';
import { writePhotoSite } from '../bench/photo-site.ts';
import { builtRoutes, notFoundRoute } from '../../src/builder/measure-routes.ts';
import { outDir } from '../../src/builder/out-dir.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    photo: { type: 'boolean', default: false },
    against: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs takes a whole number of runs per route, not "${values.runs}".`);

/** The photo site, built where nothing of the project's is: its folder and its output. */
async function buildPhotoSite(): Promise<{ work: string; dir: string }> {
  const work = mkdtempSync(join(tmpdir(), 'lighthouse-photo-'));
  await writePhotoSite(join(work, 'site'));
  const dir = join(work, 'dist');
  console.error('Building the site with a phone photo (the first build makes its pictures: about half a minute)');
  build(dir, join(work, 'site'), join(work, 'cache'));
  return { work, dir };
}

const photo = values.photo ? await buildPhotoSite() : undefined;
const dir = photo?.dir ?? outDir;
try {
  const known = builtRoutes(dir);
  const routes = values.routes?.split(',').map((r) => r.trim()) ?? (photo ? ['/', '/about'] : undefined);
  const unknown = routes?.filter((r) => !known.includes(r) || r === notFoundRoute) ?? [];
  if (unknown.length)
    throw new Error(
      `Not a route of the build in ${dir}/: ${unknown.join(', ')}. ` +
        `Routes: ${known.filter((r) => r !== notFoundRoute).join(', ')}`,
    );
  // With --against, the other build is audited beside this one, and this one's figures are its side of that run.
  const [before, rows]: [LighthouseRow[] | undefined, LighthouseRow[]] = values.against
    ? ((await lighthouseOfBuilds({ dirs: [values.against, dir], runs, routes })) as [LighthouseRow[], LighthouseRow[]])
    : [undefined, await runLighthouse({ dir, runs, routes })];
  if (before) {
    console.log(
      `\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'} per route, mobile preset: ` +
        `${values.against}/ → ${dir}/, each route audited in both in turn\n`,
    );
    console.log(formatComparison(before, rows));
  }
  console.log(
    `\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'} per route, mobile preset, ` +
      `${photo ? 'the site with a phone photo' : `${outDir}/`} served compressed\n`,
  );
  console.log(formatLighthouse(rows));
  const misses = lighthouseMisses(rows);
  if (misses.length) {
    console.log(
      `\n✖ ${misses.length} ${misses.length === 1 ? 'figure misses' : 'figures miss'} the thresholds in ` +
        `src/builder/budgets.ts:\n${misses.map((m) => `  ${m}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else console.log('\n✔ Every route meets the Lighthouse thresholds in src/builder/budgets.ts.');
} finally {
  if (photo) rmSync(photo.work, { recursive: true, force: true });
}
