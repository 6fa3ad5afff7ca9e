import { Button, type ButtonProps } from '@mantine/core';
import IconPhone from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import type { Action } from '../../../schema/link.ts';
import { AppLink } from './AppLink.tsx';
import { Glyph } from './Glyph.tsx';

/**
 * Mantine writes a filled button's label colour inline on a button without a variant. The copper button's is Mantine's
 * default (white) and the white button's is said by its class (src/browser/theme.css). An empty value writes nothing
 * (Mantine drops only an undefined one, keeping its own).
 */
export const labelColourByClass = () => ({ root: { '--button-color': '' } });

/**
 * A button from a page's `actions:` list. Its size comes from where it stands (.hero-actions, .cta-actions, .notice),
 * and the white and copper looks are classes (src/browser/theme.css), instead of the variables Mantine writes inline
 * on every button for a size and a variant; the outline and filled looks, rare, keep Mantine's variant.
 */
export function ActionButton({ action, onDark = false }: { action: Action; onDark?: boolean }) {
  const looks: Record<Action['style'], ButtonProps> = {
    primary: onDark ? { className: 'button-white', vars: labelColourByClass } : { variant: 'filled' },
    secondary: onDark ? { className: 'button-white on-brand', vars: labelColourByClass } : { variant: 'outline' },
    call: { className: 'button-copper', vars: labelColourByClass, leftSection: <Glyph icon={IconPhone} size={18} /> },
  };
  return (
    <Button component={AppLink} href={action.href} {...looks[action.style]}>
      {action.label}
    </Button>
  );
}
