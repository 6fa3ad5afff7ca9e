import { Badge, Button, Card, Text } from '@mantine/core';
import type { BlockProps } from '../block-props.ts';
import { tones } from '../../ui/theme.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { Section } from '../../ui/Section.tsx';
import { MarkList } from '../../ui/MarkList.tsx';
import { Columns } from '../../ui/Columns.tsx';
import { Heading } from '../../ui/Heading.tsx';
import { Copy } from '../../ui/Copy.tsx';
import { Column } from '../../ui/Column.tsx';
import { Row } from '../../ui/Row.tsx';

/** Priced plans side by side (stacked on a phone); the popular one is outlined and labelled. */
export function Pricing({ block }: BlockProps<'pricing'>) {
  const count = block.items.length;
  const anyPopular = block.items.some((plan) => plan.popular);
  return (
    <Section heading={block.heading} intro={block.intro} tinted>
      <Columns cols={{ base: 1, sm: Math.min(count, 2), md: count }} spacing="lg">
        {block.items.map((plan) => (
          <Card
            key={plan.name}
            shadow={plan.popular ? 'md' : 'xs'}
            // A ring rather than a thicker border, so the popular plan's content sits exactly as its neighbours'.
            style={
              plan.popular
                ? {
                    borderColor: 'var(--mantine-color-brand-7)',
                    boxShadow: '0 0 0 1px var(--mantine-color-brand-7), var(--mantine-shadow-md)',
                  }
                : undefined
            }
          >
            <Column className="card-body">
              {/* Every plan keeps the popular mark's row, so the names line up. */}
              {anyPopular && (
                <div className="card-head">
                  {plan.popular && (
                    <Badge color="copper.7" size="md" radius="sm">
                      {block.popularLabel}
                    </Badge>
                  )}
                </div>
              )}
              <Heading order={block.heading ? 3 : 2} size="h3">
                {plan.name}
              </Heading>
              <Row gap={6} align="baseline">
                <Text fz={36} fw={800} c="brand.7" lh={1}>
                  {plan.price}
                </Text>
                {plan.period && <Copy className="dimmed weight-600">{plan.period}</Copy>}
              </Row>
              {plan.description && <Copy className="dimmed">{plan.description}</Copy>}
              {plan.discount && (
                <Text fw={700} c={tones.green.bg}>
                  {plan.discount}
                </Text>
              )}
              <Facts facts={plan.facts} />
              <MarkList items={plan.features} size="sm" />
              <Button
                component={AppLink}
                href={plan.button.href}
                aria-label={`${plan.button.label}: ${plan.name}`}
                variant={plan.popular ? 'filled' : 'outline'}
                fullWidth
                mt="auto"
                size="md"
              >
                {plan.button.label}
              </Button>
            </Column>
          </Card>
        ))}
      </Columns>
    </Section>
  );
}
