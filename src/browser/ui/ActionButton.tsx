import { Button, type ButtonProps } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import type { Action } from '../../../schema/link.ts';
import { AppLink } from './AppLink.tsx';
import { Glyph } from './Glyph.tsx';

/** Mantine writes a filled button's label colour on a button without a variant; the white button's label is the brand's. */
const brandLabel = () => ({ root: { '--button-color': 'var(--mantine-color-brand-filled)' } });

/**
 * A button from a page's `actions:` list. Its size comes from where it stands (.hero-actions, .cta-actions, .notice),
 * and the white and copper looks are classes (src/browser/theme.css), instead of the variables Mantine writes inline
 * on every button for a size and a variant; the outline and filled looks, rare, keep Mantine's variant.
 */
export function ActionButton({ action, onDark = false }: { action: Action; onDark?: boolean }) {
  const looks: Record<Action['style'], ButtonProps> = {
    primary: onDark ? { className: 'button-white', vars: brandLabel } : { variant: 'filled' },
    secondary: onDark ? { className: 'button-white on-brand', vars: brandLabel } : { variant: 'outline' },
    call: { className: 'button-copper', leftSection: <Glyph icon={IconPhone} size={18} /> },
  };
  return (
    <Button component={AppLink} href={action.href} {...looks[action.style]}>
      {action.label}
    </Button>
  );
}
