import type { BlockProps } from '../block-props.ts';
import { Section } from '../../ui/Section.tsx';
import { Stars } from '../../ui/Stars.tsx';
import { Columns, evenColumns } from '../../ui/Columns.tsx';
import { Column } from '../../ui/Column.tsx';
import { Row } from '../../ui/Row.tsx';
import { PlainCard } from '../../ui/PlainCard.tsx';
import { Copy } from '../../ui/Copy.tsx';

/** Customer reviews: stars, quote, name, place and service. */
export function Testimonials({ block }: BlockProps<'testimonials'>) {
  return (
    <Section heading={block.heading} intro={block.intro} tinted>
      <Columns cols={{ base: 1, sm: 2, md: evenColumns([block.items.length], 3) }} spacing="lg">
        {block.items.map((review) => (
          <PlainCard key={`${review.name}-${review.text.slice(0, 20)}`} component="figure" style={{ margin: 0 }}>
            <Column gap="sm">
              <Stars rating={review.rating} />
              <Copy component="blockquote" className="italic">
                “{review.text}”
              </Copy>
              <Copy component="figcaption" className="text-sm">
                <Copy component="span" className="weight-700">
                  {review.name}
                </Copy>
                {review.location && (
                  <Copy component="span" className="dimmed">
                    , {review.location}
                  </Copy>
                )}
                {review.service && (
                  <Row className="review-service">
                    <Copy component="span" className="review-service-name">
                      {review.service}
                    </Copy>
                  </Row>
                )}
              </Copy>
            </Column>
          </PlainCard>
        ))}
      </Columns>
    </Section>
  );
}
