import { Box, Title, type BoxProps, type ElementProps } from '@mantine/core';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Mantine's Title with its size as a class (`.title-h4`, site.css) instead of the three variables Title writes
 * inline on every heading, 130 bytes each: the same element, Mantine's class and look.
 */
export function Heading({ order, size = `h${order}`, className, ...others }: { order: Level; size?: `h${Level}` } & BoxProps & ElementProps<'h1'>) {
  const classes = [Title.classes.root, `title-${size}`, className].filter(Boolean).join(' ');
  return <Box component={`h${order}`} className={classes} {...others} />;
}
