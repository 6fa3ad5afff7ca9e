// What the contact form and the site's own server agree on about the inbox: where it listens and what the form adds.

/**
 * Where the site's own server (npm run serve) receives the contact form. No page can take it: a page file whose name
 * starts with _ is never a route, and no data entry's slug starts with _.
 */
export const inboxPath = '/_inbox';

/** The form's hidden field: people never see it and leave it empty; scripts that fill in every field fill it. */
export const trapField = 'website';

/** What a visitor writes in the contact form: the fields the form keeps as a draft and sends, and the inbox keeps. */
export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  service: string;
  message: string;
  emergency: boolean;
}

/** What the form sends to the inbox besides the visitor's values. */
export interface InboxExtras {
  /** The hidden field's value: empty from a person. */
  [trapField]: string;
  /** Milliseconds from this visit's page load (or the page's showing, after a link) to pressing Send. */
  elapsedMs: number;
  /** The page the form is on, e.g. /contact. */
  page: string;
}

/**
 * The server's answer when it refuses a message: words for the visitor, shown in place of the form's failed text.
 * A refused visitor keeps everything they typed.
 */
export interface InboxRefusal {
  refused: string;
  message: string;
}
