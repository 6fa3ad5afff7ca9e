// Requests to the server as a browser on its own pages sends them (Origin, Sec-Fetch-Site), keeping the session cookie.

export interface Sent {
  method?: string;
  form?: Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
}

export class Client {
  cookie: string | undefined;

  constructor(readonly url: string) {}

  async request(path: string, { method, form, json, headers = {} }: Sent = {}): Promise<Response> {
    const body = form ? new URLSearchParams(form).toString() : json === undefined ? undefined : JSON.stringify(json);
    const type = form ? 'application/x-www-form-urlencoded' : json === undefined ? undefined : 'application/json';
    const res = await fetch(new URL(path, this.url), {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      redirect: 'manual',
      body,
      headers: {
        accept: 'text/html,application/json',
        ...(body !== undefined && {
          origin: new URL(this.url).origin,
          'sec-fetch-site': 'same-origin',
          'content-type': type!,
        }),
        ...(this.cookie && { cookie: this.cookie }),
        ...headers,
      },
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('__Host-session='));
    if (set) this.cookie = /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(set) ? undefined : set.split(';')[0];
    return res;
  }

  /** Logs in with a password; the answer (a 303 to where it leads, or the login page with its message). */
  logIn(email: string, password: string): Promise<Response> {
    return this.request('/_admin/login', { form: { email, password, next: '/_admin' } });
  }
}

/** The message an admin page shows in its alert, if any. */
export const alertOf = (html: string) =>
  /role="alert">([^<]*)</
    .exec(html)?.[1]
    ?.replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Makes an account from an invitation (or the owner's setup link) with a password; the client is then logged in as it.
 */
export async function makeAccount(
  client: Client,
  link: string,
  who: { name: string; email: string; password: string },
): Promise<Response> {
  const token = new URL(link).searchParams.get('token')!;
  return client.request('/_admin/welcome', { form: { token, ...who } });
}
