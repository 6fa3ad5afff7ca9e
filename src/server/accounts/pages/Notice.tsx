/** A message at the top of a form: an error read out at once, or news. */
export function Notice({ error, ok }: { error?: string | undefined; ok?: string | undefined }) {
  if (error)
    return (
      <p className="notice error" role="alert">
        {error}
      </p>
    );
  if (ok)
    return (
      <p className="notice ok" role="status">
        {ok}
      </p>
    );
  return null;
}
