import type { SendMailOptions } from 'nodemailer';
import type { InboxEntry } from './store.ts';

/** What the mail says about the site: who it is for and where the inbox is. */
export interface MailSite {
  company: string;
  /** The site's e-mail address (pages/_site.yaml): the mail goes there. */
  email: string;
  /** The site's public address, for the sender's domain and the link to the inbox. */
  url: string;
}

/** The inbox's page for one message, on the site's own server. */
export type InboxLink = (id: number) => string;

/**
 * The mail of a message: to the site's address, from `from` (or inbox@ the site's domain), with the visitor's address
 * as Reply-To so that Reply answers them. Its Message-ID is the message's own, so a retry after a doubtful failure
 * arrives as the same mail, which mail programs show once.
 */
export function mailOf(entry: InboxEntry, site: MailSite, link: InboxLink, from?: string): SendMailOptions {
  const domain = new URL(site.url).hostname;
  const lines = [
    `${entry.emergency ? 'EMERGENCY. ' : ''}New message from the form on ${site.url.replace(/\/$/, '')}${entry.page}:`,
    '',
    `Name: ${entry.name}`,
    `Phone: ${entry.phone}`,
    `E-mail: ${entry.email || '(none given: call them back)'}`,
    `Service: ${entry.service}`,
    `Emergency: ${entry.emergency ? 'yes' : 'no'}`,
    `Received: ${new Date(entry.receivedAt).toUTCString()}`,
    '',
    entry.message,
    '',
    '--',
    `In the inbox: ${link(entry.id)}`,
  ];
  return {
    from: { name: `${site.company} website`, address: from ?? `inbox@${domain}` },
    to: site.email,
    ...(entry.email ? { replyTo: { name: entry.name, address: entry.email } } : {}),
    subject: `${entry.emergency ? 'EMERGENCY: ' : ''}${entry.service} - message from ${entry.name}`,
    text: lines.join('\n'),
    messageId: `<inbox-${entry.id}-${entry.receivedAt}@${domain}>`,
  };
}
