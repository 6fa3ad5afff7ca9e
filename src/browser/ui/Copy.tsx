import { Box, Text, type BoxProps, type ElementProps } from '@mantine/core';

/**
 * A paragraph in Mantine's Text look (its class, so its size, line height and colour): Text itself also puts its focus
 * ring's class on every paragraph, 19 bytes each, for a paragraph that can never be focused.
 */
export function Copy({ className, ...others }: BoxProps & ElementProps<'p'>) {
  return <Box component="p" className={className ? `${className} ${Text.classes.root}` : Text.classes.root} {...others} />;
}
