import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A page edit is a few hundred bytes, and a text at most a page file (100,000 characters, up to 4 bytes each in UTF-8,
 * as JSON).
 */
export const maxBody = 1_000_000;

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

/**
 * The request's body, at most `limit` bytes: past it the rest is read and dropped (so the answer reaches the page), and
 * it is a BodyTooLarge.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) chunks.length = 0;
      else chunks.push(chunk);
    });
    req.on('end', () => (size > limit ? reject(new BodyTooLarge(size)) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/** The request's body as JSON; a SyntaxError when it is not JSON, a BodyTooLarge when it is too large. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  return JSON.parse((await readBody(req, maxBody)).toString('utf8'));
}
