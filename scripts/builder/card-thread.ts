// The share cards' thread (share-cards.ts, makeCards): started when a build lacks cards, it loads satori, resvg and Inter
// while the build goes on, then makes the cards it is sent, each written into the cache whole (a build stopped half-way
// leaves no cut card for the next one to serve). sharp, for cards cut from photos, loads when one is.
import { parentPort } from 'node:worker_threads';
import { shareCardSize } from '../../src/core/share-card.ts';
import { workDone } from '../../src/node/code-cache.ts';
import { writeWhole } from '../../src/node/write-whole.ts';
import { photoJpeg } from './card-drawing.ts';
import { drawShareCard } from './draw-share-card.tsx';
import type { CardJob } from './share-cards.ts';

const make = async (job: CardJob) =>
  'photo' in job
    ? (await import('sharp')).default(job.photo).rotate().resize({ ...shareCardSize, fit: 'cover' }).flatten({ background: '#ffffff' }).jpeg(photoJpeg).toBuffer()
    : drawShareCard(job.text, job.colours);

// A card that cannot be made is the thread's error, which the build hears (src/node/new-thread.ts, askThread).
parentPort!.once('message', async (jobs: CardJob[]) => {
  for (const job of jobs) writeWhole(job.cached, await make(job));
  workDone();
  parentPort!.postMessage(jobs.length);
});
