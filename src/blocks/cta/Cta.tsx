import { useId } from 'react';
import type { BlockProps } from '../block-props.ts';
import { ActionButton } from '../../ui/ActionButton.tsx';
import { Heading } from '../../ui/Heading.tsx';
import { Copy } from '../../ui/Copy.tsx';
import { Column } from '../../ui/Column.tsx';
import { Row } from '../../ui/Row.tsx';
import { PlainContainer } from '../../ui/PlainContainer.tsx';

/** A closing band asking the visitor to act. */
export function Cta({ block }: BlockProps<'cta'>) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="cta-band band">
      <PlainContainer>
        <Column className="cta-body">
          <Heading order={2} id={id} className="cta-heading">
            {block.heading}
          </Heading>
          {block.text && <Copy className="cta-text">{block.text}</Copy>}
          <Row className="cta-actions">
            {block.actions.map((action) => (
              <ActionButton key={action.label} action={action} />
            ))}
          </Row>
        </Column>
      </PlainContainer>
    </section>
  );
}
