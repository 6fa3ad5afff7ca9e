// The contact form's inbox on the real server (npm run serve, mail set up to a real SMTP server on localhost): how long
// a visitor waits for "sent" while messages arrive at 20 a second, each stored before it is answered. Part of
// `npm run bench`. Each message comes from an address of its own (127.0.3.x), as visitors do, so the per-address
// limit is not what is measured. The first messages after a start find the server's code cold: they are sent and
// timed first, apart, then the measured run follows.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { startMailbox } from '../../tests/smtp-mailbox.ts';
import { postToInbox } from '../../tests/server/inbox-post.ts';
import { makeSite, startServer } from '../../tests/server/server-process.ts';
import { median } from './live-preview.ts';

export interface InboxBench {
  messages: number;
  perSecond: number;
  /** The first message after the server started, alone. */
  firstMs: number;
  /** From sending a message to its answer (stored), over a new connection. */
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Messages in the database and in the mailbox at the end, the warm-up's included. */
  stored: number;
  mailed: number;
}

const services = ['Drain Cleaning', 'Water Heater Service', 'Leak Detection', 'Emergency Repair', 'Other'];
const sentences = [
  'The kitchen sink drains slowly and gurgles when the dishwasher runs.',
  'Our water heater is 14 years old and the water is only lukewarm since Sunday.',
  'There is a damp patch on the basement ceiling under the upstairs bathroom.',
  'Could you quote for replacing the poly-B pipes in a 1980s bungalow in West Kelowna?',
  'The toilet keeps running after every flush, and the handle sticks.',
];

/** A message as a visitor writes one: their own name and number, a few sentences, taken their time. */
const messageOf = (i: number) => ({
  name: `Visitor ${i + 1}`,
  phone: `250-555-${String(1000 + i).slice(-4)}`,
  email: i % 3 ? `visitor${i + 1}@example.com` : '',
  service: services[i % services.length],
  message: Array.from({ length: 1 + (i % 4) }, (_, k) => sentences[(i + k) % sentences.length]).join(' '),
  emergency: i % 7 === 0,
  website: '',
  elapsedMs: 30_000 + ((i * 7919) % 120_000),
  page: '/contact',
});

export async function benchInbox(
  log: (line: string) => void = () => {},
  messages = 200,
  perSecond = 20,
): Promise<InboxBench> {
  const mailbox = await startMailbox();
  const site = makeSite();
  const server = await startServer(site, { ...mailbox.env, SERVER_BUILD: 'never' });
  try {
    /** Sends `count` messages at `perSecond` from 127.0.`net`.x; their times to the answer. */
    const run = async (count: number, net: number) => {
      const times: number[] = [];
      const answers = await Promise.all(
        Array.from({ length: count }, async (_, i) => {
          await new Promise((resolve) => setTimeout(resolve, (i * 1000) / perSecond));
          const started = performance.now();
          const answer = await postToInbox(server.url, messageOf(i), `127.0.${net}.${i + 1}`);
          times.push(performance.now() - started);
          return answer.status;
        }),
      );
      const refused = answers.filter((status) => status !== 201).length;
      if (refused) throw new Error(`${refused} of ${count} messages were not stored.`);
      return times;
    };
    const [firstMs] = await run(1, 4);
    log(`inbox: 40 messages to warm up, then ${messages} at ${perSecond} a second, each from its own address`);
    await run(40, 5);
    const times = await run(messages, 3);
    const db = new Database(join(site.data, 'site.db'), { readonly: true });
    const stored = (db.prepare('SELECT count(*) AS n FROM inbox_messages').get() as { n: number }).n;
    db.close();
    // Mail goes after the answers: waited for, to show nothing is lost, not timed.
    const total = messages + 41;
    const until = Date.now() + 30_000;
    while (mailbox.mails.length < total && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
    const sorted = [...times].sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      messages,
      perSecond,
      firstMs: round(firstMs!),
      medianMs: round(median(times)),
      p95Ms: round(sorted[Math.floor(sorted.length * 0.95)]!),
      maxMs: round(sorted.at(-1)!),
      stored,
      mailed: mailbox.mails.length,
    };
  } finally {
    await server.stop();
    await mailbox.stop();
  }
}
