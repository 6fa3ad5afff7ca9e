import type { IncomingMessage, ServerResponse } from 'node:http';

/** A page edit is a few hundred bytes, and a text at most a page file (100,000 characters, up to 4 bytes each in UTF-8, as JSON). */
const maxBody = 1_000_000;

/** A request body over the limit: `length` is how far it got. */
export class BodyTooLarge extends Error {
  constructor(readonly length: number) {
    super('Request too large.');
  }
}

export function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

/** The request's body as JSON; a SyntaxError when it is not JSON or too large. */
export function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBody) {
        // The rest is read and dropped, so the answer reaches the page instead of a cut connection.
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > maxBody) return reject(new BodyTooLarge(size));
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error);
      }
    });
    req.on('error', reject);
  });
}
