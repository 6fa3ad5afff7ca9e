import { Anchor } from '@mantine/core';
import { __iconNode as IconMail } from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import { __iconNode as IconMapPin } from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import { __iconNode as IconPhone } from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import type { BlockProps } from '../block-props.ts';
import { useSiteData } from '../../ui/site-store.ts';
import { Section } from '../../ui/Section.tsx';
import { MarkList } from '../../ui/MarkList.tsx';
import { Columns } from '../../ui/Columns.tsx';
import { Heading } from '../../ui/Heading.tsx';
import { Glyph } from '../../ui/Glyph.tsx';
import { Copy } from '../../ui/Copy.tsx';
import { Column } from '../../ui/Column.tsx';
import { Row } from '../../ui/Row.tsx';
import { PlainCard } from '../../ui/PlainCard.tsx';

/** Phone, e-mail and location; opening hours; towns served: three cards, all from the site file. */
export function ContactDetails({ block }: BlockProps<'contact-details'>) {
  const { site } = useSiteData();
  const order = block.heading ? 3 : 2;
  return (
    <Section heading={block.heading} intro={block.intro} tinted>
      <Columns cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        <PlainCard>
          <Column gap="sm">
            <Heading order={order} size="h4">
              {block.contactHeading}
            </Heading>
            <Column gap="xs" component="address" style={{ fontStyle: 'normal' }}>
              <Anchor href={`tel:${site.phone.dial}`} fw={700} size="lg">
                <Row gap={8} component="span" wrap="nowrap">
                  <Glyph icon={IconPhone} size={20} />
                  {site.phone.display}
                </Row>
              </Anchor>
              <Anchor href={`mailto:${site.email}`}>
                <Row gap={8} component="span" wrap="nowrap">
                  <Glyph icon={IconMail} size={20} />
                  {site.email}
                </Row>
              </Anchor>
              <Row gap={8} wrap="nowrap">
                <Glyph icon={IconMapPin} size={20} />
                <Copy>{site.location}</Copy>
              </Row>
            </Column>
            {block.contactText && <Copy className="dimmed">{block.contactText}</Copy>}
          </Column>
        </PlainCard>
        <PlainCard>
          <Column gap="sm">
            <Heading order={order} size="h4">
              {block.hoursHeading}
            </Heading>
            <dl className="facts">
              {site.hours.map((h) => (
                <div key={h.days}>
                  <dt>{h.days}</dt>
                  <dd>{h.time}</dd>
                </div>
              ))}
            </dl>
          </Column>
        </PlainCard>
        <PlainCard>
          <Column gap="sm">
            <Heading order={order} size="h4">
              {block.areasHeading}
            </Heading>
            <MarkList items={site.areas} size="sm" />
          </Column>
        </PlainCard>
      </Columns>
    </Section>
  );
}
