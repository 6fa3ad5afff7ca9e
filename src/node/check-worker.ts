// One thread's share of a site check (src/node/check-in-threads.ts): the written pages it is given, checked against
// the whole site (its routes, the site file, public/), their results sent back.
import { parentPort, workerData } from 'node:worker_threads';
import { checkShare, type ShareOfCheck } from './check-in-threads.ts';

parentPort!.postMessage(checkShare(workerData as ShareOfCheck));
