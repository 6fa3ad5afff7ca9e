// GET /__edit/page, which every tab in edit mode asks again at each change it hears of: how many the dev server
// answers a second when asked at a steady rate, and how long each waits.
import { request } from 'node:http';
import { startPreviewServer } from '../../src/node/dev/preview-server.ts';

export interface PageReads {
  /** Requests asked for a second, and answered a second. */
  asked: number;
  answered: number;
  medianMs: number;
  p95Ms: number;
}

/**
 * GET /__edit/page, which every tab in edit mode asks at each change it hears of, at `rate` requests a second for
 * `seconds` on the dev server: how many it answers a second, and how long each waits (median, 95th percentile).
 */
export async function measurePageReads(rate = 200, seconds = 5): Promise<PageReads> {
  const server = await startPreviewServer();
  try {
    const { hostname, port } = new URL(server.url);
    const waits: number[] = [];
    const ask = () =>
      new Promise<void>((done) => {
        const started = performance.now();
        const req = request(
          { hostname, port, path: '/__edit/page?key=/about', headers: { host: `${hostname}:${port}` } },
          (res) => {
            res.resume();
            res.on('end', () => (res.statusCode === 200 && waits.push(performance.now() - started), done()));
          },
        );
        req.on('error', () => done());
        req.end();
      });
    await ask();
    waits.length = 0;
    const started = performance.now();
    const asked: Promise<void>[] = [];
    for (let i = 0; i < rate * seconds; i++) {
      await new Promise((next) => setTimeout(next, Math.max(0, started + (i * 1000) / rate - performance.now())));
      asked.push(ask());
    }
    await Promise.all(asked);
    const elapsed = (performance.now() - started) / 1000;
    const sorted = [...waits].sort((a, b) => a - b);
    return {
      asked: rate,
      answered: Math.round(waits.length / elapsed),
      medianMs: Math.round(sorted[sorted.length >> 1] ?? NaN),
      p95Ms: Math.round(sorted[Math.floor(sorted.length * 0.95)] ?? NaN),
    };
  } finally {
    await server.close();
  }
}
