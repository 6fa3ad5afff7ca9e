import type { InboxEntry, InboxView } from '../store.ts';
import { MailNotice } from './MailNotice.tsx';
import { When } from './When.tsx';

export interface InboxPageProps {
  entries: InboxEntry[];
  view: InboxView;
  search: string;
  /** Messages nobody has opened yet. */
  newCount: number;
  /** Where mail goes, when mail is set up. */
  mailTo: string | undefined;
  undelivered: { count: number; error: string | null };
  keepMonths: number;
  /** Messages refused as spam in the last 30 days (not kept). */
  refused: number;
  /** The link to the next, older messages, when there are more. */
  older: string | undefined;
}

const viewNames: Record<InboxView, string> = { open: 'To do', done: 'Done', all: 'All' };
const linkTo = (view: InboxView, search: string) =>
  `/_admin/inbox?${new URLSearchParams({ view, ...(search && { q: search }) })}`;
/** The first words of a message, on one line. */
const opening = (text: string) =>
  (text.length > 140 ? `${text.slice(0, 140).replace(/\s+\S*$/, '')}…` : text).replace(/\s+/g, ' ');

/** The contact form's messages, newest first: views, search, the CSV export, and where messages go and for how long. */
export function InboxPage({
  entries,
  view,
  search,
  newCount,
  mailTo,
  undelivered,
  keepMonths,
  refused,
  older,
}: InboxPageProps) {
  return (
    <>
      <MailNotice undelivered={undelivered} />
      <form method="get" action="/_admin/inbox" className="card stack" role="search">
        <input type="hidden" name="view" value={view} />
        <label>
          Search messages
          <input
            type="search"
            name="q"
            defaultValue={search}
            placeholder="A name, a phone number, a word of the message"
          />
        </label>
        <div className="row">
          <button type="submit">Search</button>
          {search && (
            <a className="button secondary" href={linkTo(view, '')}>
              Show every message
            </a>
          )}
        </div>
      </form>
      <nav aria-label="Which messages" className="row">
        {(Object.keys(viewNames) as InboxView[]).map((v) => (
          <a
            key={v}
            href={linkTo(v, search)}
            aria-current={v === view ? 'page' : undefined}
            className={v === view ? 'button' : 'button secondary'}
          >
            {v === 'open' && newCount > 0 ? `${viewNames[v]} (${newCount} new)` : viewNames[v]}
          </a>
        ))}
      </nav>
      <section className="card" aria-label="Messages">
        {entries.length === 0 ? (
          <p>
            {search
              ? `No message holds “${search}”.`
              : view === 'done'
                ? 'No message is marked done.'
                : 'No messages yet. Messages sent with the contact form show here.'}
          </p>
        ) : (
          <ul className="list">
            {entries.map((entry) => (
              <li key={entry.id}>
                <a href={`/_admin/inbox/${entry.id}`}>
                  {entry.readAt === null ? <strong>{`New: ${entry.name}`}</strong> : entry.name}
                </a>
                <p className="meta">
                  {entry.emergency && <strong>{'Emergency · '}</strong>}
                  {`${entry.service} · `}
                  <When at={entry.receivedAt} />
                  {entry.doneAt !== null && ' · done'}
                  {entry.mail.state === 'waiting' && entry.mail.attempts > 0 && ' · not e-mailed yet'}
                </p>
                <p className="hint">{opening(entry.message)}</p>
              </li>
            ))}
          </ul>
        )}
        {older && (
          <p>
            <a href={older}>Older messages</a>
          </p>
        )}
      </section>
      <section className="card" aria-labelledby="about-inbox">
        <h2 id="about-inbox">Where messages go</h2>
        <p>
          {mailTo
            ? `Each message from the contact form is kept here and e-mailed ` +
              `to ${mailTo}; answering that e-mail answers the visitor.`
            : 'Each message from the contact form is kept here. Mail is not set up, so ' +
              'nothing is e-mailed: the site’s developer can set it up (docs/deploying.md).'}
        </p>
        <p>
          {`Messages are deleted for good ${keepMonths} months after they arrive ` +
            `(inbox: keepMonths: in the site’s settings, pages/_site.yaml).`}
        </p>
        <p className="meta">
          {`${refused} message${refused === 1 ? '' : 's'} that looked ` +
            `like spam were kept out in the last 30 days, and not kept.`}
        </p>
        <p>
          <a className="button secondary" href="/_admin/inbox/messages.csv" download>
            Download every message (CSV, for a spreadsheet)
          </a>
        </p>
      </section>
    </>
  );
}
