import { List } from '@mantine/core';
import '@mantine/core/styles/List.css';
import type { ListMarker } from '../../schema/list-marker.ts';
import { MarkList } from './MarkList.tsx';

/** Short lines marked as the YAML chooses: ticks, crosses or warning signs drawn by CSS, or numbers or dots. */
export function Lines({
  items,
  marker,
  size = 'md',
}: {
  items: readonly string[];
  marker: ListMarker;
  size?: 'sm' | 'md';
}) {
  if (marker !== 'number' && marker !== 'bullet') return <MarkList items={items} mark={marker} size={size} />;
  return (
    <List type={marker === 'number' ? 'ordered' : 'unordered'} size={size} spacing={size === 'sm' ? 4 : 'xs'}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
