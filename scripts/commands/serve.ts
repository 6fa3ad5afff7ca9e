// npm run serve: the site's own server (src/server/): visitors get the built site, people who log in edit and publish
// it. docs/deploying.md says how to run it for real; its settings are environment variables (src/server/config.ts).
import { configFrom } from '../../src/server/config.ts';
import { startServer } from '../../src/server/start-server.tsx';
import { distHandler } from '../../src/builder/serve-dist.ts';

// React's production build for the admin pages and the checks (development React is twice as slow).
process.env.NODE_ENV ??= 'production';

let config;
try {
  config = configFrom();
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(2);
}
const server = await startServer(config, distHandler);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
