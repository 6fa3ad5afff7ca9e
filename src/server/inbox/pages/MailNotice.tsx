/** Says, above the messages, that some have not been e-mailed yet and why; they are safe in the inbox meanwhile. */
export function MailNotice({
  undelivered: { count, error },
}: {
  undelivered: { count: number; error: string | null };
}) {
  if (!count) return null;
  return (
    <p className="notice error" role="alert">
      {`${count} message${count === 1 ? ' has' : 's have'} not been e-mailed yet: ` +
        `the mail server ${error ? `answered “${error}”` : 'did not answer'}. ` +
        'They are safe here, and sending is tried again, less often the longer it fails.'}
    </p>
  );
}
