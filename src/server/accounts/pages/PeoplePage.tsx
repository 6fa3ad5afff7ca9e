import type { User } from '../users.ts';
import { Notice } from './Notice.tsx';

interface PeoplePageProps {
  me: User;
  people: User[];
  pending: number;
  /** The invitation just made: its link, to copy, and when it stops working. */
  invite?: { link: string; expires: string } | undefined;
  ok?: string | undefined;
}

/** The owner's list of who may edit, and invitations by link. */
export function PeoplePage({ me, people, pending, invite, ok }: PeoplePageProps) {
  return (
    <>
      <Notice ok={ok} />
      {invite && (
        <section className="card" aria-labelledby="link">
          <h2 id="link">Send this link to the new editor</h2>
          <p className="copy" data-invite-link>
            {invite.link}
          </p>
          <p className="meta">
            {`It works once, until ${invite.expires}. Whoever opens ` +
              `it can make an editor's account: send it only to them.`}
          </p>
        </section>
      )}
      <section className="card" aria-labelledby="invite">
        <h2 id="invite">Invite an editor</h2>
        <p>Editors change pages and pictures. Only you publish, invite and change the brand and the site’s facts.</p>
        <form method="post" action="/_admin/people/invite">
          <button type="submit">Make an invitation link</button>
        </form>
        {pending > 0 && <p className="meta">{`${pending} invitation${pending === 1 ? '' : 's'} not used yet.`}</p>}
      </section>
      <section className="card" aria-labelledby="who-edits">
        <h2 id="who-edits">Who can edit</h2>
        <ul className="list">
          {people.map((person) => (
            <li key={person.id} className="row">
              <span>
                <strong>{person.name}</strong>{' '}
                <span className="meta">{`${person.email} · ${person.role === 'owner' ? 'Owner' : 'Editor'}`}</span>
              </span>
              {person.id !== me.id && person.role !== 'owner' && (
                <form method="post" action={`/_admin/people/${person.id}/remove`}>
                  <button type="submit" className="secondary" aria-label={`Remove ${person.name}`}>
                    Remove
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
