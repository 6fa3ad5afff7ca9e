import { useId, type ReactNode } from 'react';
import { Heading } from './Heading.tsx';
import { Copy } from './Copy.tsx';

/** A page section: a heading (h2) and intro when given, then its content, on a white or tinted band. */
export function Section({
  heading,
  intro,
  tinted = false,
  children,
}: {
  heading?: string;
  intro?: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={heading ? id : undefined} className={tinted ? 'band tinted' : 'band'}>
      <div className="container-lg">
        {heading && (
          <Heading order={2} id={id} className={intro ? 'section-heading' : 'section-heading alone'}>
            {heading}
          </Heading>
        )}
        {intro && <Copy className="dimmed section-intro">{intro}</Copy>}
        {children}
      </div>
    </section>
  );
}
