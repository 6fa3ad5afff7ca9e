import { List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** A list of short lines, each with a tick. */
export function TickList({ items, size = 'md' }: { items: readonly string[]; size?: 'sm' | 'md' }) {
  return (
    <List
      spacing={size === 'sm' ? 4 : 'xs'}
      size={size}
      icon={
        <ThemeIcon size={size === 'sm' ? 18 : 22} radius="xl" color="green.8" aria-hidden>
          <IconCheck size={size === 'sm' ? 12 : 14} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
