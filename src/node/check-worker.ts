// One thread's share of a site check (src/node/check-in-threads.ts): the written pages it is given, checked against
// the whole site (its routes, the site file, public/), their results sent back.
import { parentPort, workerData } from 'node:worker_threads';
import { siteChecker, type PageResult } from './check-site.ts';
import type { ShareOfCheck } from './check-in-threads.ts';

const { files, assets, unread, mine } = workerData as ShareOfCheck;
const share = new Set(mine);
const checker = siteChecker();
checker(files, assets, unread, { only: (file) => share.has(file) });
const results: Array<[string, PageResult]> = checker
  .save()
  .results.filter(([file]) => share.has(file))
  .map(([file, { problems, pages, linked }]) => [file, { problems, pages, linked }]);
parentPort!.postMessage(results);
