import type { BlockProps } from '../block-props.ts';
import { useSiteData } from '../../ui/site-store.ts';
import { CardGrid } from '../../ui/CardGrid.tsx';
import { Section } from '../../ui/Section.tsx';

/** The site's services (from pages/_site.yaml) as cards linking to their pages. */
export function Services({ block }: BlockProps<'services'>) {
  const { site } = useSiteData();
  const items = site.services.slice(0, block.limit).map((s) => ({
    title: s.title,
    text: s.summary,
    icon: s.icon,
    badge: s.urgent ? { label: '24/7', tone: 'copper' as const } : undefined,
    facts: [],
    bullets: [],
    href: s.href,
    linkLabel: block.linkLabel,
  }));
  return (
    <Section heading={block.heading} intro={block.intro}>
      <CardGrid
        items={items}
        columns={items.length % 3 === 0 ? 3 : items.length >= 4 ? 4 : items.length}
        titleOrder={block.heading ? 3 : 2}
      />
    </Section>
  );
}
