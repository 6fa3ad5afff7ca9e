// npm run preview: serves the last build (dist/, or OUT_DIR) as a static host would, on PORT (4173).
import { outDir } from '../../src/builder/out-dir.ts';
import { serveDist } from '../../src/builder/serve-dist.ts';

const port = Number(process.env.PORT ?? 4173);
await serveDist(outDir, port);
console.log(`Serving ${outDir}/ at http://localhost:${port}`);
