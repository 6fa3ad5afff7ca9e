import type { BlockProps } from '../block-props.ts';
import { Lines } from '../../ui/Lines.tsx';
import { Section } from '../../ui/Section.tsx';

/** Short lines with ticks, warning signs, numbers or dots, in columns on wide screens. */
export function List({ block }: BlockProps<'list'>) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <div className="columns" style={{ ['--columns' as string]: block.columns }}>
        <Lines items={block.items} marker={block.style} />
      </div>
    </Section>
  );
}
