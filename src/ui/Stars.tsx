import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

/** A star rating read as "Rated 5 out of 5 stars". */
export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <Group gap={2} role="img" aria-label={`Rated ${rating} out of ${max} stars`} c="#b45309">
      {Array.from({ length: max }, (_, i) =>
        i < rating ? <IconStarFilled key={i} size={18} aria-hidden /> : <IconStar key={i} size={18} aria-hidden />,
      )}
    </Group>
  );
}
