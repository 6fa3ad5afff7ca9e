import './Faq.css';
import type { BlockProps } from '../block-props.ts';
import { useBlockPlace } from '../../ui/block-place.ts';
import { Section } from '../../ui/Section.tsx';
import { PlainContainer } from '../../ui/PlainContainer.tsx';

/**
 * Questions whose answers open one at a time: native disclosures sharing a name, so a tap, Enter or Space opens an
 * answer (and closes the open one) before any script runs. React never sets `open`, so hydration leaves them as they
 * are.
 */
export function Faq({ block }: BlockProps<'faq'>) {
  const { index } = useBlockPlace();
  return (
    <Section heading={block.heading}>
      <PlainContainer flush className="faq">
        {block.items.map((item) => (
          <details key={item.question} name={`faq-${index}`} className="faq-item">
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </PlainContainer>
    </Section>
  );
}
