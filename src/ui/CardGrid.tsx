import { CardItem, type CardData } from './CardItem.tsx';
import { Columns, evenColumns } from './Columns.tsx';

/** Whether any of these cards has an icon or a badge: then every card keeps room for that row. */
export const anyHead = (items: readonly CardData[]) => items.some((i) => i.icon || i.badge || i.urgency);

/**
 * The column counts of a card grid showing `counts` cards (one count per view of it): one on a phone, two on a
 * tablet, about `columns` on a wide screen, where no view ends with a lone card.
 */
export const cardColumns = (counts: readonly number[], columns: number) => ({
  base: 1,
  sm: Math.min(columns, 2),
  md: evenColumns(counts, columns),
});

/**
 * Cards in a grid: one column on a phone, `columns` on a wide screen. Titles are h3 under a section heading, else h2.
 */
export function CardGrid({
  items,
  columns,
  titleOrder,
}: {
  items: readonly CardData[];
  columns: number;
  titleOrder: 2 | 3;
}) {
  const withHead = anyHead(items);
  return (
    <Columns cols={cardColumns([items.length], columns)} spacing="lg">
      {items.map((item) => (
        <CardItem key={item.title} item={item} columns={columns} titleOrder={titleOrder} withHead={withHead} />
      ))}
    </Columns>
  );
}
