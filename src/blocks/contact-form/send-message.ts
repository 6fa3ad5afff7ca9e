import { inboxPath, type InboxRefusal } from '../../core/inbox.ts';

/**
 * How a send ended: 'unsent' when nothing receives at the address (the site's inbox on a host without the site's
 * server); `reason` is the inbox's own words when it refused the message.
 */
export interface Outcome {
  status: 'sent' | 'failed' | 'unsent';
  reason?: string;
}

const typeOf = (res: Response) => res.headers.get('content-type') ?? '';

/** The inbox's words for a refusal, when its answer carries them. */
async function refusalOf(res: Response): Promise<string | undefined> {
  const answer = (await res.json().catch(() => null)) as Partial<InboxRefusal> | null;
  return typeof answer?.message === 'string' ? answer.message : undefined;
}

/**
 * POSTs `body` as JSON. Sent means a form receiver's answer: a success that is not a web page (JSON, text or an empty
 * body). A page answering 200 is a host serving HTML at that address, which received nothing. No answer within
 * `seconds` counts as a failure, like any other. The site's own inbox always answers JSON: any other answer there
 * comes from a host without the site's server (a static host, `npm run preview`), so nothing was sent.
 */
export async function sendMessage(endpoint: string, body: object, seconds: number): Promise<Outcome> {
  try {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(seconds * 1000),
    });
    if (endpoint !== inboxPath) return { status: res.ok && !/html/i.test(typeOf(res)) ? 'sent' : 'failed' };
    if (!/json/i.test(typeOf(res))) return { status: 'unsent' };
    return res.ok ? { status: 'sent' } : { status: 'failed', reason: await refusalOf(res) };
  } catch {
    return { status: 'failed' };
  }
}
