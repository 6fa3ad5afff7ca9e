import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A thread running `<name>.ts`, a file beside the caller (`from`, its import.meta.url). Compiled
 * (scripts/commands/run-compiled.mjs), every thread's code is a `<name>.mjs` beside the caller's bundle; as TypeScript,
 * tsx loads it (Node 20 does not give a worker tsx's loader by itself).
 */
export function newThread(name: string, from: string, options: WorkerOptions = {}): Worker {
  const compiled = !from.endsWith('.ts');
  const start = compiled
    ? new URL(`./${name}.mjs`, from)
    : `import('tsx/esm/api').then(({ tsImport }) => ` +
      `tsImport(${JSON.stringify(new URL(`./${name}.ts`, from).href)}, ${JSON.stringify(from)}))`;
  return new Worker(start, { ...options, eval: !compiled });
}

/**
 * A thread started ahead of its work, so that it loads its code while this one does other work. Until it is taken it
 * keeps no process alive, and an error of its own (its code failing to load) waits for the one who takes it.
 */
export class ThreadAhead {
  private earlyError: Error | undefined;
  private readonly onEarly = (error: Error) => (this.earlyError = error);

  constructor(private readonly worker: Worker) {
    worker.on('error', this.onEarly);
    worker.unref();
  }

  /** The thread, kept alive from now on; throws the error it met while it waited. */
  take(): Worker {
    this.worker.off('error', this.onEarly);
    if (this.earlyError) {
      void this.worker.terminate();
      throw this.earlyError;
    }
    this.worker.ref();
    return this.worker;
  }
}

/**
 * Sends a thread its one message and waits for its one answer, then ends it. Rejects with the thread's own error (an
 * exception its code throws), or with `stopped`'s words when it ends without answering (out of memory, an exit).
 */
export function askThread<T>(worker: Worker, message: unknown, stopped: (code: number) => string): Promise<T> {
  return new Promise((done, fail) => {
    worker.ref();
    worker.postMessage(message);
    worker.once('message', (answer: T) => {
      done(answer);
      void worker.terminate();
    });
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(stopped(code))));
  });
}

/** Threads fed a list of tasks in batches (feedThreads). */
export interface Feeding {
  /** Gives the thread batches until none is left; a thread added then is ended at once. */
  add(worker: Worker): void;
  /** Whether a batch is still to be sent. */
  left(): boolean;
  /** Settles when every task is done, or with the first thread's error. */
  done: Promise<void>;
}

/**
 * Sends `tasks` in batches of `batch` to the threads added, each its next batch when it answers `{ done: n }` for the
 * last, until none is left; then ends each. A thread answers `{ error }` for a task it could not do: every thread is
 * then ended and `done` rejects with it, as it does for a thread that stops before its work is done (`stopped`'s
 * words). `progress` hears how many tasks are done after each batch, and the thread's answer for it.
 */
export function feedThreads<T, A extends { done: number } = { done: number }>(
  tasks: readonly T[],
  batch: number,
  message: (batch: T[]) => unknown,
  progress: (done: number, answer: A) => void,
  stopped: (code: number) => string,
): Feeding {
  const workers: Worker[] = [];
  let next = 0;
  let finished = 0;
  let failed = false;
  let settle!: { done: () => void; fail: (error: Error) => void };
  const done = new Promise<void>((done, fail) => (settle = { done, fail }));
  const stop = (error: Error) => {
    if (failed) return;
    failed = true;
    for (const w of workers) void w.terminate();
    settle.fail(error);
  };
  if (!tasks.length) settle.done();
  return {
    left: () => next < tasks.length && !failed,
    done,
    add(worker) {
      workers.push(worker);
      let ending = false;
      const send = () => {
        if (next >= tasks.length || failed) {
          ending = true;
          void worker.terminate();
          return;
        }
        worker.postMessage(message(tasks.slice(next, (next += batch))));
      };
      worker.on('message', (answer: A | { error: string }) => {
        if ('error' in answer) return stop(new Error(answer.error));
        finished += answer.done;
        progress(finished, answer);
        if (finished === tasks.length) settle.done();
        send();
      });
      worker.on('error', stop);
      // A thread that ends without an error (out of memory, process.exit in a dependency) must not leave the build
      // waiting.
      worker.on('exit', (code) => ending || stop(new Error(stopped(code))));
      worker.ref();
      send();
    },
  };
}
