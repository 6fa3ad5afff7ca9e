const utc = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * A moment, in UTC as the server draws it (it cannot know the reader's clock); the inbox's script (local-times.ts)
 * shows it in the reader's own time zone.
 */
export function When({ at }: { at: number }) {
  return (
    <time dateTime={new Date(at).toISOString()} data-local>
      {`${utc.format(at)} UTC`}
    </time>
  );
}
