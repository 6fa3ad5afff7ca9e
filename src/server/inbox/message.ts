import { z } from 'zod';
import { trapField, type ContactValues, type InboxExtras } from '../../core/inbox.ts';
import { inboxLimits, refuse, type LimitedField, type Refusal } from './refusals.ts';

/** What the contact form posts to the inbox (src/blocks/contact-form): the visitor's values and the form's extras. */
const postSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string().default(''),
  service: z.string(),
  message: z.string(),
  emergency: z.boolean().default(false),
  [trapField]: z.string().default(''),
  elapsedMs: z.number().nonnegative(),
  page: z.string().default(''),
}) satisfies z.ZodType<ContactValues & InboxExtras, unknown>;

/** A message as the inbox keeps it: the visitor's values, and the page the form was on (e.g. /contact). */
export type Message = ContactValues & Pick<InboxExtras, 'page'>;

const emailAddress = z.email();
const required = {
  name: 'your name',
  phone: 'your phone number',
  service: 'the service you need',
  message: 'your message',
} as const;
const limited = Object.keys(inboxLimits.chars) as LimitedField[];
/** A web address written out, a bare www. one, or a link in HTML or forum markup. */
const link = /\bhttps?:\/\/|\bwww\.[a-z0-9-]|<a\s|\[url[\]=]/gi;

const listed = (words: string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');

/**
 * The message in a posted body, or why it is refused: the hidden field filled in, sent too soon after the page
 * opened, a field too long, a required one empty, an e-mail address that is not one, or too many links.
 */
export function readMessage(body: unknown): { message: Message } | { refusal: Refusal } {
  const parsed = postSchema.safeParse(body);
  if (!parsed.success) return { refusal: refuse('unreadable') };
  const post = parsed.data;
  if (post[trapField] !== '') return { refusal: refuse('trap') };
  if (post.elapsedMs < inboxLimits.minSeconds * 1000)
    return { refusal: refuse('too-fast', { seconds: Math.floor(post.elapsedMs / 1000) }) };
  const message: Message = {
    name: post.name.trim(),
    phone: post.phone.trim(),
    email: post.email.trim(),
    service: post.service.trim(),
    message: post.message.trim(),
    emergency: post.emergency,
    page: post.page,
  };
  const tooLong = limited.find((field) => message[field].length > inboxLimits.chars[field]);
  if (tooLong) return { refusal: refuse('too-long', { field: tooLong, length: message[tooLong].length }) };
  const empty = (Object.keys(required) as (keyof typeof required)[]).filter((field) => message[field] === '');
  if (empty.length) return { refusal: refuse('missing', { fields: listed(empty.map((field) => required[field])) }) };
  if (message.email && !emailAddress.safeParse(message.email).success)
    return { refusal: refuse('bad-email', { email: message.email }) };
  const links = Object.values(message).reduce(
    (sum: number, value) => sum + (typeof value === 'string' ? (value.match(link)?.length ?? 0) : 0),
    0,
  );
  if (links > inboxLimits.maxLinks) return { refusal: refuse('too-many-links', { links }) };
  return { message };
}
