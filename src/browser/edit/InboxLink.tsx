import { useEffect, useState } from 'react';

/** How often the editor asks again: a message that arrives while someone edits shows within a minute. */
const everyMs = 60_000;

/** The contact form's inbox (on the site's own server), with the count of messages nobody has opened yet. */
export function InboxLink() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    const ask = () =>
      fetch('/_admin/inbox/count', { cache: 'no-store', headers: { accept: 'application/json' } })
        .then((res) => (res.ok ? (res.json() as Promise<{ new: number }>) : undefined))
        .then((answer) => live && answer && setCount(answer.new))
        // Offline or logged out meanwhile: the link stays, without a count.
        .catch(() => undefined);
    void ask();
    const timer = setInterval(() => void ask(), everyMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  return (
    <a className="pe-button" href="/_admin/inbox">
      {count > 0 ? `Inbox (${count} new)` : 'Inbox'}
    </a>
  );
}
