// The site's own server at real scale, for `npm run bench`: `npm run serve`'s command on the race's site of 1,000
// written pages, each with its own title (scripts/bench/corpus.ts), in a real git repository, with its real database
// file. The owner's account is made from the printed link and an editor's from the owner's invitation, as the tests
// make them (tests/server/). Measured: an editor's save to the draft showing it (the event the editor's open tab
// listens to) and to its answer (once it is a commit); the owner's Publish of a one-page change to a visitor's GET of
// that page returning the new words; 50 visitors loading pages in a loop through a publish, with the errors and the
// mixed answers they got; and the server process's peak memory.
import { readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { writeWrittenCorpus } from './corpus.ts';
import { median } from './live-preview.ts';
import { Client, makeAccount } from '../../tests/server/http-client.ts';
import { git, makeSite, setupAuthor, startServer } from '../../tests/server/server-process.ts';

const owner = { name: 'Olivia Owner', email: 'olivia@example.com', password: 'kettle lantern orchard' };
const editor = { name: 'Eddie Editor', email: 'eddie@example.com', password: 'pumpkin harbour violet' };

export interface Spread {
  medianMs: number;
  worstMs: number;
  samplesMs: number[];
}

export interface ServerBench {
  pages: number;
  /** An editor's saves of a hero title, each on a page of its own: the first after the start apart, then `saves`. */
  save: { firstMs: number; toDraft: Spread; toAnswer: Spread };
  /**
   * Publishes of a one-page change: from Publish to a visitor's GET returning the new words, and to Publish's answer.
   */
  publish: {
    toVisible: Spread;
    toAnswer: Spread;
    firstOfManyMs: number;
    firstOfManyPages: number;
    build: { ms: Spread; rendered: number[] };
  };
  /** Visitors loading pages in a loop through a publish of a one-page change. */
  load: {
    visitors: number;
    requests: number;
    perSecond: number;
    errors: number;
    mixed: number;
    problems: string[];
    toVisibleMs: number;
    pageMs: { median: number; p95: number; max: number };
  };
  /** The machine's 1-minute load average when the saves began and when the visitors stopped (2 cores: 2 is busy). */
  loadAverage: [number, number];
  /** From starting the server on a site never built to visitors getting it (a cold build of every page and card). */
  firstBuildMs: number;
  /**
   * Peak resident memory (VmHWM) of the server process, and the largest of the one-page publishes' builds (each a
   * process of its own), MB.
   */
  peakMB: number;
  buildPeakMB: number;
}

const spread = (samples: number[]): Spread => ({
  medianMs: Math.round(median(samples)),
  worstMs: Math.round(Math.max(...samples)),
  samplesMs: samples.map(Math.round),
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The editor's live updates (GET /__edit/events) as its open tab reads them. */
async function eventStream(client: Client) {
  const res = await client.request('/__edit/events', { headers: { accept: 'text/event-stream' } });
  if (res.status !== 200 || !res.body) throw new Error(`The editor's event stream answered ${res.status}.`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const checks = new Set<() => void>();
  void (async () => {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      text += decoder.decode(read.value, { stream: true });
      for (const check of checks) check();
    }
  })().catch(() => undefined);
  return {
    /** When the stream next carries `words` (from what arrives after this call). */
    next(words: string, timeoutMs = 30_000): Promise<number> {
      const from = text.length;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`The editor's event stream did not show "${words}" within ${timeoutMs} ms.`)),
          timeoutMs,
        );
        const check = () => {
          if (text.indexOf(words, from) < 0) return;
          checks.delete(check);
          clearTimeout(timer);
          resolve(performance.now());
        };
        checks.add(check);
      });
    },
    close: () => reader.cancel(),
  };
}

/**
 * Sets the hero title of the page at `route`, as the editor's save does: the times to the event showing it and to the
 * answer.
 */
async function saveTitle(
  client: Client,
  events: Awaited<ReturnType<typeof eventStream>>,
  route: string,
  title: string,
): Promise<{ toDraft: number; toAnswer: number }> {
  const source = (await (
    await client.request(`/__edit/page?key=${encodeURIComponent(route)}`, { headers: { accept: 'application/json' } })
  ).json()) as { file: string; hash: string };
  const shown = events.next(title);
  const started = performance.now();
  const res = await client.request('/__edit/save', {
    json: { file: source.file, hash: source.hash, edit: { kind: 'set', path: ['blocks', 0, 'title'], value: title } },
  });
  const answered = performance.now();
  if (res.status !== 200) throw new Error(`The save of ${route} was refused (${res.status}): ${await res.text()}`);
  return { toDraft: (await shown) - started, toAnswer: answered - started };
}

/** A visitor's GET of `route`, again and again, until the page has `words`: when it first did. */
async function visibleAt(url: string, route: string, words: string, timeoutMs = 120_000): Promise<number> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    const res = await fetch(new URL(route, url));
    const html = await res.text();
    if (res.status === 200 && html.includes(words)) return performance.now();
    await sleep(10);
  }
  throw new Error(`Visitors did not get "${words}" on ${route} within ${timeoutMs} ms.`);
}

/** Publish, as the owner's button asks for it (the answer comes once visitors are switched over). */
async function publish(client: Client): Promise<{ ms: number; files: number }> {
  const res = await client.request('/_admin/publish', { json: {}, headers: { accept: 'application/json' } });
  const result = (await res.json()) as { ok: boolean; ms: number; files: string[]; problem?: string };
  if (!result.ok) throw new Error(`Publish failed: ${result.problem}`);
  return { ms: result.ms, files: result.files.length };
}

/** The files a page makes the browser load (scripts, stylesheets, pictures, the icon), not the pages it links to. */
const filesOf = (html: string) =>
  [...html.matchAll(/(?:href|src|srcset|data-entry|data-preload)="([^"]+)"/g)]
    .flatMap((m) => m[1]!.split(/,\s*|\s+/))
    .filter((f) => f.startsWith('/') && /\.(js|css|svg|png|jpe?g|webp|avif|woff2?|webmanifest)$/.test(f));

/**
 * `visitors` visitors loading pages in a loop (one page in five the changed one, the rest any page of the sitemap),
 * each loading the files a page names that it has not loaded yet, as a browser's cache does, while `during` runs. An
 * error: anything but 200 and a whole page. Mixed: a page naming a file the server does not serve, or the changed page
 * without its new words when asked for after the switch was seen (by a visitor, or by Publish's answer).
 */
async function visitorsThrough(
  url: string,
  routes: string[],
  changed: { route: string; words: string },
  during: (switched: () => void) => Promise<void>,
  visitors = 50,
) {
  const problems: string[] = [];
  let [requests, errors, mixed] = [0, 0, 0];
  let seenAt = Infinity;
  const pageTimes: number[] = [];
  let running = true;
  const visitor = async (n: number) => {
    const loaded = new Set<string>();
    for (let i = 0; running; i++) {
      const route = (i + n) % 5 === 0 ? changed.route : routes[Math.floor(Math.random() * routes.length)]!;
      const asked = performance.now();
      requests++;
      try {
        const res = await fetch(new URL(route, url));
        const html = await res.text();
        pageTimes.push(performance.now() - asked);
        if (res.status !== 200 || !html.trimEnd().endsWith('</html>')) {
          errors++;
          problems.push(`${route}: ${res.status}${res.status === 200 ? ', not a whole page' : ''}`);
          continue;
        }
        if (route === changed.route && html.includes(changed.words)) seenAt = Math.min(seenAt, performance.now());
        else if (route === changed.route && asked > seenAt) {
          mixed++;
          problems.push(`${route}: the old page, asked for after the new one was seen`);
        }
        for (const file of filesOf(html).filter((f) => !loaded.has(f))) {
          requests++;
          const got = await fetch(new URL(file, url));
          await got.arrayBuffer();
          if (got.status === 200) loaded.add(file);
          else {
            mixed++;
            problems.push(`${route} names ${file}, which answered ${got.status}`);
          }
        }
      } catch (error) {
        errors++;
        const cause = (error as Error & { cause?: Error & { code?: string } }).cause;
        problems.push(
          `${route}: ${(error as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''} ` +
            `after ${Math.round(performance.now() - asked)} ms`,
        );
      }
    }
  };
  const started = performance.now();
  const all = Array.from({ length: visitors }, (_, n) => visitor(n));
  await during(() => (seenAt = Math.min(seenAt, performance.now())));
  running = false;
  await Promise.all(all);
  const seconds = (performance.now() - started) / 1000;
  const sorted = pageTimes.sort((a, b) => a - b);
  const pageMs = {
    median: Math.round(median(sorted)),
    p95: Math.round(sorted[Math.floor(sorted.length * 0.95)]!),
    max: Math.round(sorted.at(-1)!),
  };
  return {
    visitors,
    requests,
    perSecond: Math.round(requests / seconds),
    errors,
    mixed,
    problems: problems.slice(0, 10),
    pageMs,
  };
}

/**
 * What the build of the release visitors get now said of itself: its wall time (its process's start included), the
 * pages it rendered, its peak memory.
 */
function lastBuild(data: string): { ms: number; rendered: number; maxRssMB: number } {
  const report = JSON.parse(readFileSync(join(data, 'releases', 'current', '.build-report.json'), 'utf8')) as {
    ms: { start: number; total: number };
    rendered: string[];
    maxRssMB: number;
  };
  return { ms: report.ms.start + report.ms.total, rendered: report.rendered.length, maxRssMB: report.maxRssMB };
}

/** The process's peak resident memory so far (VmHWM), MB. */
const peakOf = (pid: number) =>
  Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);

export async function benchServer(
  log: (line: string) => void = () => {},
  { pages = 1000, saves = 10, publishes = 5 } = {},
): Promise<ServerBench> {
  log(
    `server: a site of ${pages} written pages, each its own title, ` +
      `in a git repository; npm run serve builds it for visitors`,
  );
  const site = makeSite({ from: 'site' });
  writeWrittenCorpus(site.root, pages, { ownTitles: true });
  git(site.root, 'add', '-A');
  git(
    site.root,
    '-c',
    `user.name=${setupAuthor.name}`,
    '-c',
    `user.email=${setupAuthor.email}`,
    'commit',
    '-q',
    '-m',
    `${pages} pages`,
  );
  const starting = performance.now();
  const server = await startServer(site);
  try {
    await server.waitFor(/Visitors get release (\d+)/, 900_000);
    const firstBuildMs = Math.round(performance.now() - starting);
    const ownerClient = new Client(server.url);
    await makeAccount(ownerClient, server.setupLink!, owner);
    const invite = await (await ownerClient.request('/_admin/people/invite', { form: {} })).text();
    const editorClient = new Client(server.url);
    await makeAccount(
      editorClient,
      /data-invite-link="true">([^<]+)</.exec(invite)![1]!.replace(/&amp;/g, '&'),
      editor,
    );
    const events = await eventStream(editorClient);
    const loadAtStart = loadavg()[0]!;

    log(`server: the editor saves a hero title on 1 + ${saves} pages, one after another`);
    const copy = (n: number) => `/copy-${n}/about`;
    const first = await saveTitle(editorClient, events, copy(1), 'About Us, First Save');
    const saved = [];
    for (let i = 0; i < saves; i++)
      saved.push(await saveTitle(editorClient, events, copy(i + 2), `About Us, Save ${i + 1}`));

    log(`server: the owner publishes those ${saves + 1} pages, then ${publishes} times a one-page change`);
    const firstOfMany = await publish(ownerClient);
    const toVisible: number[] = [];
    const toAnswer: number[] = [];
    const builds: Array<ReturnType<typeof lastBuild>> = [];
    for (let i = 0; i < publishes; i++) {
      const [route, words] = [copy(saves + 2 + i), `About Us, Publish ${i + 1}`];
      await saveTitle(editorClient, events, route, words);
      const started = performance.now();
      const [seen] = await Promise.all([
        visibleAt(server.url, route, words),
        publish(ownerClient).then(() => toAnswer.push(performance.now() - started)),
      ]);
      toVisible.push(seen - started);
      builds.push(lastBuild(site.data));
    }

    log('server: 50 visitors load pages in a loop through a publish of a one-page change');
    const sitemap = await (await fetch(new URL('/sitemap.xml', server.url))).text();
    const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    if (routes.length < pages * 0.9) throw new Error(`The sitemap names only ${routes.length} of ${pages} pages.`);
    const changed = { route: copy(saves + publishes + 2), words: 'About Us, Published Under Load' };
    await saveTitle(editorClient, events, changed.route, changed.words);
    let loadVisibleMs = NaN;
    const load = await visitorsThrough(server.url, routes, changed, async (switched) => {
      await sleep(2000);
      const started = performance.now();
      const [seen] = await Promise.all([
        visibleAt(server.url, changed.route, changed.words),
        publish(ownerClient).then(switched),
      ]);
      loadVisibleMs = Math.round(seen - started);
      await sleep(2000);
    });
    void events.close();
    const loadAtEnd = loadavg()[0]!;
    return {
      pages,
      firstBuildMs,
      loadAverage: [loadAtStart, loadAtEnd].map((l) => Number(l.toFixed(2))) as [number, number],
      save: {
        firstMs: Math.round(first.toDraft),
        toDraft: spread(saved.map((s) => s.toDraft)),
        toAnswer: spread(saved.map((s) => s.toAnswer)),
      },
      publish: {
        toVisible: spread(toVisible),
        toAnswer: spread(toAnswer),
        firstOfManyMs: firstOfMany.ms,
        firstOfManyPages: firstOfMany.files,
        build: { ms: spread(builds.map((b) => b.ms)), rendered: builds.map((b) => b.rendered) },
      },
      load: { ...load, toVisibleMs: loadVisibleMs },
      peakMB: peakOf(server.process.pid!),
      buildPeakMB: Math.max(...builds.map((b) => b.maxRssMB), lastBuild(site.data).maxRssMB),
    };
  } finally {
    await server.stop();
    rmSync(join(site.root, '..'), { recursive: true, force: true });
  }
}

const spreadText = (s: Spread) => `median ${s.medianMs} ms, worst ${s.worstMs} ms`;

export function serverRows(bench: ServerBench | { skipped: string }): string[] {
  if ('skipped' in bench) return [`| Site's own server (1,000 pages) | ${bench.skipped} |`];
  const { save, publish: p, load } = bench;
  const at = `${bench.pages} pages`;
  return [
    `| Server, ${at}: a save to the draft showing it (the editor's event ` +
      `stream; ${save.toDraft.samplesMs.length} saves; first after start ` +
      `apart) | ${spreadText(save.toDraft)}; first ${save.firstMs} ms |`,
    `| Server, ${at}: a save to its answer (written and committed) | ${spreadText(save.toAnswer)} |`,
    `| Server, ${at}: Publish of a one-page change to visitors getting it ` +
      `(${p.toVisible.samplesMs.length} publishes) | ${spreadText(p.toVisible)} |`,
    `| Server, ${at}: Publish of a one-page change to its answer; the first publish ` +
      `(${p.firstOfManyPages} changed files) | ${spreadText(p.toAnswer)}; ${p.firstOfManyMs} ms |`,
    `| Server, ${at}: a one-page publish's build (its process's start included; pages ` +
      `rendered) | ${spreadText(p.build.ms)}; ${[...new Set(p.build.rendered)].join(', ')} |`,
    `| Server, ${at}: ${load.visitors} visitors loading pages through a publish (visible ` +
      `after ${load.toVisibleMs} ms) | ${load.requests} requests (${load.perSecond} a ` +
      `second), ${load.errors} errors, ${load.mixed} mixed; a page in ${load.pageMs.median} ` +
      `ms (median), ${load.pageMs.p95} ms (p95), ${load.pageMs.max} ms (worst) |`,
    `| Server, ${at}: first start, to visitors getting the site (a cold build ` +
      `of every page and card) | ${(bench.firstBuildMs / 1000).toFixed(1)} s |`,
    `| Server, ${at}: machine load (1-minute average) when the saves ` +
      `began; when the visitors stopped | ${bench.loadAverage.join('; ')} |`,
    `| Server, ${at}: peak memory of the server process; of a ` +
      `publish's build | ${bench.peakMB} MB; ${bench.buildPeakMB} MB |`,
  ];
}
