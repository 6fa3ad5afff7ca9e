import type { BlockProps } from '../block-props.ts';
import { ActionButton } from '../../ui/ActionButton.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { Heading } from '../../ui/Heading.tsx';
import { Copy } from '../../ui/Copy.tsx';
import { Column } from '../../ui/Column.tsx';
import { Row } from '../../ui/Row.tsx';
import { PlainBadge } from '../../ui/PlainBadge.tsx';

/**
 * The page's top band: badge, main heading (h1), pitch, buttons and highlights, white on deep blue; a picture beside
 * them.
 */
export function Hero({ block }: BlockProps<'hero'>) {
  const { image } = block;
  return (
    <section className="hero">
      <div className={image ? 'container-lg hero-with-image' : 'container-lg'}>
        <Column className="hero-body">
          {block.badge && <PlainBadge className="hero-badge">{block.badge}</PlainBadge>}
          <Heading order={1} className="hero-title">
            {block.title}
          </Heading>
          {block.text && <Copy className="hero-text">{block.text}</Copy>}
          {block.actions.length > 0 && (
            <Row className="hero-actions">
              {block.actions.map((action) => (
                <ActionButton key={action.label} action={action} />
              ))}
            </Row>
          )}
          {block.highlights.length > 0 && (
            <ul className="marks marks-check marks-md hero-highlights">
              {block.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          )}
        </Column>
        {/*
          The first thing on the page: fetched at once and first, at its final size so nothing moves when it arrives.
        */}
        {image && <Picture picture={image} first className="hero-image" />}
      </div>
    </section>
  );
}
