/** The encodings the build stores copies in, best first. */
const stored = ['br', 'gzip'] as const;

/**
 * The one stored encoding an Accept-Encoding header allows and prefers, or 'identity': q-values honoured, so
 * `br;q=0` refuses brotli and `gzip;q=0, identity` asks for the file as it is; `*` stands for any encoding not named.
 */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const value = params.map((p) => p.trim().match(/^q=([\d.]+)$/)?.[1]).find((v) => v !== undefined);
    q.set(name, value === undefined ? 1 : Number(value) || 0);
  }
  const weight = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const best = stored.filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best ?? 'identity';
}
