// The dev server of `npm start` on a site of its own, in a process of its own: a test can run it as another user
// (setpriv), as it runs the validator for the disk cases only a user who is not root meets. Vite writes its bundled
// config nowhere (the runner loads it) and its pre-bundled dependencies to the cache folder given, which that user may
// write. Usage: node --import tsx tests/dev-server-of.ts <site root> <cache folder>; prints the server's address once
// it listens.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const [root, cacheDir] = process.argv.slice(2);
const projectRoot = fileURLToPath(new URL('..', import.meta.url));
process.env.PAGES_ROOT = root;
const server = await createServer({
  configFile: join(projectRoot, 'vite.config.ts'),
  configLoader: 'runner',
  root: projectRoot,
  cacheDir,
  logLevel: 'silent',
  server: { host: '127.0.0.1', port: 0 },
});
await server.listen();
process.stdout.write(`${server.resolvedUrls!.local[0]!.replace(/\/$/, '')}\n`);
