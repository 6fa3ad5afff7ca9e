import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

export interface PreviewServer {
  url: string;
  /** The copy of pages/ the server reads (public/ is beside it): write here to edit, never in the real pages/. */
  pagesDir: string;
  close(): Promise<void>;
}

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The dev server of `npm start`, with the project's vite.config.ts, on a temporary copy of pages/ and public/ (for
 * tests and the benchmark). `prepare` may change the copy before the server starts.
 */
export async function startPreviewServer(prepare?: (pagesDir: string) => void): Promise<PreviewServer> {
  const copy = mkdtempSync(join(tmpdir(), 'live-preview-'));
  for (const folder of ['pages', 'public']) cpSync(join(projectRoot, folder), join(copy, folder), { recursive: true });
  prepare?.(join(copy, 'pages'));
  const port = await freePort();
  const before = process.env.PAGES_ROOT;
  process.env.PAGES_ROOT = copy;
  try {
    const server = await createServer({
      configFile: join(projectRoot, 'vite.config.ts'),
      root: projectRoot,
      logLevel: 'silent',
      server: { host: '127.0.0.1', port, strictPort: true },
    });
    await server.listen();
    return {
      url: `http://127.0.0.1:${port}`,
      pagesDir: join(copy, 'pages'),
      async close() {
        await server.close();
        rmSync(copy, { recursive: true, force: true });
      },
    };
  } finally {
    if (before === undefined) delete process.env.PAGES_ROOT;
    else process.env.PAGES_ROOT = before;
  }
}
