// One more thread of a site check (src/node/threads/check-in-threads.ts): the written pages it claims, checked against
// the whole site (its routes, the site file, public/), their results sent back.
import { parentPort } from 'node:worker_threads';
import { checkShare, type ThreadOfCheck } from './check-in-threads.ts';
import { workDone } from './code-cache.ts';

// Started before the site is read, it loads this code and waits for its share.
parentPort!.once('message', ({ share, thread }: ThreadOfCheck) => {
  const results = checkShare(share, thread);
  workDone();
  parentPort!.postMessage(results);
});
