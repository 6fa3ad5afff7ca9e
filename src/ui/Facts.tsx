import type { z } from 'zod';
import type { fact } from '../../schema/card.ts';

/** Label and value pairs, one per line. */
export function Facts({ facts }: { facts: ReadonlyArray<z.infer<typeof fact>> }) {
  if (facts.length === 0) return null;
  return (
    <dl className="facts">
      {facts.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
