import type { InboxEntry } from '../store.ts';
import { When } from './When.tsx';

/** Where a message's mail stands, in words. */
function MailState({ entry }: { entry: InboxEntry }) {
  const { mail } = entry;
  if (mail.state === 'off') return <p className="meta">Not e-mailed: mail was not set up when it arrived.</p>;
  if (mail.state === 'sent')
    return (
      <p className="meta">
        {'E-mailed '}
        <When at={mail.at} />.
      </p>
    );
  if (!mail.attempts) return <p className="meta">Being e-mailed now.</p>;
  return (
    <p className="notice error">
      {`Not e-mailed yet (${mail.attempts} ${mail.attempts === 1 ? 'try' : 'tries'}): the ` +
        `mail server ${mail.error ? `answered “${mail.error}”` : 'did not answer'}. Next try `}
      <When at={mail.nextAt} />. The message is safe here.
    </p>
  );
}

/** One message in full: who, how to reach them, what they wrote; mark it done or unread. */
export function MessagePage({ entry }: { entry: InboxEntry }) {
  const done = entry.doneAt !== null;
  return (
    <>
      {entry.emergency && (
        <p className="notice error">
          <strong>Emergency:</strong> the visitor ticked the emergency box. Call them back now.
        </p>
      )}
      <section className="card stack" aria-label="Who wrote">
        <p>
          <strong>{entry.name}</strong>
        </p>
        <p>
          {'Phone: '}
          <a href={`tel:${entry.phone.replace(/[^\d+]/g, '')}`}>{entry.phone}</a>
        </p>
        <p>
          {'E-mail: '}
          {entry.email ? <a href={`mailto:${entry.email}`}>{entry.email}</a> : 'none given'}
        </p>
        <p>{`Service: ${entry.service}`}</p>
        <p className="meta">
          {`From the form on ${entry.page || 'the site'}, `}
          <When at={entry.receivedAt} />
          {done && (
            <>
              {'; marked done '}
              <When at={entry.doneAt!} />
            </>
          )}
          .
        </p>
        <MailState entry={entry} />
      </section>
      <section className="card" aria-label="Message">
        {entry.message.split(/\r?\n/).map((line, i) => (
          <p key={i}>{line || '\u00a0'}</p>
        ))}
      </section>
      <form method="post" action={`/_admin/inbox/${entry.id}`} className="row">
        <button type="submit" name="change" value={done ? 'open' : 'done'}>
          {done ? 'Move back to To do' : 'Mark as done'}
        </button>
        <button type="submit" name="change" value="unread" className="secondary">
          Mark as unread
        </button>
        <a className="button secondary" href="/_admin/inbox">
          Back to the inbox
        </a>
      </form>
    </>
  );
}
