import type { BlockProps } from '../block-props.ts';
import { CardGrid } from '../../ui/CardGrid.tsx';
import { Section } from '../../ui/Section.tsx';

/** A grid of cards with icons, badges, facts and bullet lists. */
export function Cards({ block }: BlockProps<'cards'>) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <CardGrid items={block.items} columns={block.columns} titleOrder={block.heading ? 3 : 2} />
    </Section>
  );
}
