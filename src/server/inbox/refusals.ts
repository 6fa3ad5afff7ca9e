// Every answer the inbox gives a message it does not keep: a permanent code (counted, per day, in inbox_refusals),
// the HTTP status, and the words the visitor reads in the form, which keeps everything they typed.

/** What the inbox takes. A person's message is far inside these; a spammer's often is not. */
export const inboxLimits = {
  /** Seconds from this visit's page load to Send: faster is a program filling the form in, not a person typing. */
  minSeconds: 3,
  /** Links in the whole message: advertising carries many, a customer one or two. */
  maxLinks: 3,
  /** Characters per field. */
  chars: { name: 200, phone: 40, email: 254, service: 100, message: 5_000, page: 300 },
  /** Bytes of the request body, read no further. */
  maxBytes: 64 * 1024,
  /** Messages from one address in an hour, counting the ones refused. */
  perAddressPerHour: 10,
} as const;

const fieldWords = {
  name: 'Your name',
  phone: 'Your phone number',
  email: 'Your e-mail address',
  service: 'The service',
  message: 'Your message',
  page: 'The page address',
} as const;
export type LimitedField = keyof typeof fieldWords;

const callUs = 'please call us';

export const refusals = {
  trap: {
    status: 400,
    words: () =>
      `This message was not sent: a field that people never see was filled ` +
      `in, as form-filling programs do. If you wrote it yourself, ${callUs}.`,
  },
  'too-fast': {
    status: 400,
    words: (p: { seconds: number }) =>
      `This message was sent ${p.seconds === 1 ? '1 second' : `${p.seconds} seconds`} ` +
      `after the page opened, faster than a person can write one, so it was taken for ` +
      `a program and not sent. Please check it and press Send again.`,
  },
  'too-many-links': {
    status: 400,
    words: (p: { links: number }) =>
      `Your message has ${p.links} links; to keep advertising out, the form takes at ` +
      `most ${inboxLimits.maxLinks}. Please remove some and send again, or ${callUs}.`,
  },
  'too-long': {
    status: 413,
    words: (p: { field: LimitedField; length: number }) =>
      `${fieldWords[p.field]} is ${p.length.toLocaleString('en')} characters long; the form takes up to ` +
      `${inboxLimits.chars[p.field].toLocaleString('en')}. Please shorten it and send again, or ${callUs}.`,
  },
  'too-big': {
    status: 413,
    words: () =>
      `Your message is longer than the form takes (${inboxLimits.chars.message.toLocaleString('en')} ` +
      `characters). Please shorten it and send again, or ${callUs}.`,
  },
  missing: { status: 400, words: (p: { fields: string }) => `Please fill in ${p.fields}, then send again.` },
  'bad-email': {
    status: 400,
    words: (p: { email: string }) =>
      `"${p.email}" does not look like an e-mail address. Please correct it or leave it empty, then send again.`,
  },
  /** Refused by the server's guard (another site's page, a script without the site's Origin); the guard answers. */
  elsewhere: {
    status: 403,
    words: () => `This message did not come from this site's own contact form, so it was not taken.`,
  },
  unreadable: {
    status: 400,
    words: () =>
      `The form's data could not be read, so nothing was sent. Please reload ` +
      `the page and send again (what you typed stays in the form), or ${callUs}.`,
  },
  'too-many': {
    status: 429,
    words: () =>
      `This connection has sent ${inboxLimits.perAddressPerHour} messages in the last hour, the most ` +
      `the form takes. We have your earlier messages; for anything more, ${callUs}, or try again later.`,
  },
} as const;

export type RefusalCode = keyof typeof refusals;
type ParamsOf<C extends RefusalCode> = Parameters<(typeof refusals)[C]['words']>[0];

/** A refusal: its code, its HTTP status and the visitor's words. */
export interface Refusal {
  code: RefusalCode;
  status: number;
  message: string;
}

export function refuse<C extends RefusalCode>(
  code: C,
  ...params: ParamsOf<C> extends undefined ? [] : [ParamsOf<C>]
): Refusal {
  const entry = refusals[code];
  return { code, status: entry.status, message: (entry.words as (p?: ParamsOf<C>) => string)(params[0]) };
}
