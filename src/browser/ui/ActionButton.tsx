import { Button, type ButtonProps } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import type { Action } from '../../../schema/link.ts';
import { AppLink } from './AppLink.tsx';
import { Glyph } from './Glyph.tsx';

/** A button from a page's `actions:` list. */
export function ActionButton({ action, onDark = false, ...props }: { action: Action; onDark?: boolean } & ButtonProps) {
  const looks: Record<Action['style'], ButtonProps> = {
    primary: { variant: onDark ? 'white' : 'filled' },
    secondary: { variant: onDark ? 'white' : 'outline', ...(onDark ? { c: 'brand.9' } : {}) },
    call: { variant: 'filled', color: 'copper', leftSection: <Glyph icon={IconPhone} size={18} /> },
  };
  return (
    <Button component={AppLink} href={action.href} size="md" {...looks[action.style]} {...props}>
      {action.label}
    </Button>
  );
}
