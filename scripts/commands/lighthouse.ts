// npm run lighthouse [-- --runs 3 --routes /,/contact]: Lighthouse (mobile) on the built site, served compressed; exit 1 when a figure misses its threshold.
import { parseArgs } from 'node:util';
import { formatLighthouse, lighthouseMisses, runLighthouse } from '../bench/lighthouse.ts';
import { builtRoutes, notFoundRoute } from '../builder/measure-routes.ts';
import { outDir } from '../builder/out-dir.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, routes: { type: 'string' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs per route, not "${values.runs}".`);
const known = builtRoutes(outDir);
const routes = values.routes?.split(',').map((r) => r.trim());
const unknown = routes?.filter((r) => !known.includes(r) || r === notFoundRoute) ?? [];
if (unknown.length) throw new Error(`Not a route of the build in ${outDir}/: ${unknown.join(', ')}. Routes: ${known.filter((r) => r !== notFoundRoute).join(', ')}`);
const rows = await runLighthouse({ runs, routes });
console.log(`\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'} per route, mobile preset, ${outDir}/ served compressed\n`);
console.log(formatLighthouse(rows));
const misses = lighthouseMisses(rows);
if (misses.length) {
  console.log(`\n✖ ${misses.length} ${misses.length === 1 ? 'figure misses' : 'figures miss'} the thresholds in scripts/builder/budgets.ts:\n${misses.map((m) => `  ${m}`).join('\n')}`);
  process.exit(1);
}
console.log('\n✔ Every route meets the Lighthouse thresholds in scripts/builder/budgets.ts.');
