// One of the share cards' threads (share-cards.ts, makeCards): loads Skia and sharp while the build goes on, then makes
// the batches of cards it is sent, each written into the cache whole (a build stopped half-way leaves no cut card for
// the next one to serve), and answers how many it made.
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { shareCardSize } from '../core/share-card.ts';
import { workDone } from '../node/threads/code-cache.ts';
import { writeWhole } from '../node/write-whole.ts';
import { photoJpeg } from './card-drawing.ts';
import { drawShareCard } from './draw-share-card.ts';
import type { CardJob } from './share-cards.ts';

// One card at a time on this thread: libvips' own threads would take the cores the render uses.
sharp.concurrency(1);
sharp.cache(false);

const make = async (job: CardJob) =>
  'photo' in job
    ? sharp(job.photo)
        .rotate()
        .resize({ ...shareCardSize, fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .jpeg(photoJpeg)
        .toBuffer()
    : drawShareCard(job.text, job.colours);

/**
 * Each card's pixels live outside V8's heap, freed once their JavaScript object is collected and the event loop turns:
 * a loop of awaits alone never turns it, and so kept every card's pixels (3 MB each) until the thread ended.
 */
const turn = () => new Promise((done) => setImmediate(done));

// A card that cannot be made is the thread's error, which the build hears (src/node/threads/new-thread.ts).
parentPort!.on('message', async (jobs: CardJob[]) => {
  try {
    for (const job of jobs) {
      writeWhole(job.cached, await make(job));
      await turn();
    }
    workDone();
    parentPort!.postMessage({ done: jobs.length });
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
