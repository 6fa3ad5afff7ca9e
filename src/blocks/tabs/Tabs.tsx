import './Tabs.css';
import type { BlockProps } from '../block-props.ts';
import { useBlockPlace } from '../../ui/block-place.ts';
import { anyHead, cardColumns } from '../../ui/CardGrid.tsx';
import { CardItem } from '../../ui/CardItem.tsx';
import { Columns } from '../../ui/Columns.tsx';
import { Section } from '../../ui/Section.tsx';
import { Copy } from '../../ui/Copy.tsx';

/** One choice of the row of tabs: a radio button drawn as a pill. */
function Choice({ name, label, all, chosen }: { name: string; label: string; all?: boolean; chosen: boolean }) {
  return (
    <label className={all ? 'tab-all' : 'tab'}>
      <input type="radio" name={name} defaultChecked={chosen} />
      {label}
    </label>
  );
}

/**
 * Cards under tabs. The tabs are radio buttons and CSS shows the chosen tab's cards (Tabs.css), so a tap or an arrow
 * key works before any script runs and hydration never changes the choice. Every card is in the HTML once: the All
 * tab shows them all in one grid.
 */
export function Tabs({ block }: BlockProps<'tabs'>) {
  const name = `tabs-${useBlockPlace().index}`;
  const cards = block.tabs.flatMap((t) => t.cards);
  const withHead = anyHead(cards);
  const counts = block.tabs.map((t) => t.cards.length).concat(block.all ? [cards.length] : []);
  return (
    <Section heading={block.heading} intro={block.intro}>
      <div className="tabs">
        <div role="radiogroup" aria-label={block.heading} className="tab-list">
          {block.all && <Choice name={name} label={block.all} all chosen />}
          {block.tabs.map((tab, i) => (
            <Choice key={tab.label} name={name} label={tab.label} chosen={!block.all && i === 0} />
          ))}
        </div>
        <Columns cols={cardColumns(counts, block.columns)} spacing="lg">
          {block.tabs.map((tab) => (
            <div key={tab.label} className="tab-panel">
              {tab.intro && <Copy className="dimmed tab-intro">{tab.intro}</Copy>}
              {tab.cards.map((card) => (
                <CardItem key={card.title} item={card} columns={block.columns} titleOrder={3} withHead={withHead} />
              ))}
            </div>
          ))}
        </Columns>
      </div>
    </Section>
  );
}
