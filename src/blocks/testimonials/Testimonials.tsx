import { Card, Text } from '@mantine/core';
import type { BlockProps } from '../block-props.ts';
import { Section } from '../../browser/ui/Section.tsx';
import { Stars } from '../../browser/ui/Stars.tsx';
import { Columns, evenColumns } from '../../browser/ui/Columns.tsx';
import { Column } from '../../browser/ui/Column.tsx';
import { Row } from '../../browser/ui/Row.tsx';

/** Customer reviews: stars, quote, name, place and service. */
export function Testimonials({ block }: BlockProps<'testimonials'>) {
  return (
    <Section heading={block.heading} intro={block.intro} tinted>
      <Columns cols={{ base: 1, sm: 2, md: evenColumns([block.items.length], 3) }} spacing="lg">
        {block.items.map((review) => (
          <Card key={`${review.name}-${review.text.slice(0, 20)}`} component="figure" m={0}>
            <Column gap="sm">
              <Stars rating={review.rating} />
              <Text component="blockquote" m={0} fs="italic">
                “{review.text}”
              </Text>
              <Text component="figcaption" size="sm">
                <Text span fw={700}>{review.name}</Text>
                {review.location && <Text span className="dimmed">, {review.location}</Text>}
                {review.service && (
                  <Row className="review-service">
                    <Text span className="review-service-name">{review.service}</Text>
                  </Row>
                )}
              </Text>
            </Column>
          </Card>
        ))}
      </Columns>
    </Section>
  );
}
