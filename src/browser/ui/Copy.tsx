import { Text } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

/**
 * A paragraph in Mantine's Text look (its class, so its size, line height and colour), as a plain element: Text itself
 * also puts its focus ring's class on every paragraph, 19 bytes each, for a paragraph that can never be focused, and
 * goes through Mantine's Box, which works out style props and an id that a paragraph has none of.
 */
export function Copy({ className, ...others }: ComponentPropsWithRef<'p'>) {
  return <p className={className ? `${className} ${Text.classes.root}` : Text.classes.root} {...others} />;
}
