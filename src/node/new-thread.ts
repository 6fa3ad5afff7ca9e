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
    : `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(new URL(`./${name}.ts`, from).href)}, ${JSON.stringify(from)}))`;
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
