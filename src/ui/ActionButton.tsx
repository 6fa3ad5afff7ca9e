import { __iconNode as IconPhone } from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import type { MouseEventHandler, ReactNode } from 'react';
import type { Action } from '../../schema/link.ts';
import { AppLink } from './AppLink.tsx';
import { Glyph } from './Glyph.tsx';
import { classList, mantineClass } from './mantine-classes.ts';

// One file for both: the phone menu's call button (in the entry) is a PlainButton, so every page that has an action has
// its code already, without a chunk of its own to fetch.

/**
 * A link in Mantine's Button look, as the plain elements Button writes (its classes, its inner and label spans), for
 * the buttons whose look is a class of the site (`button-copper`, `button-white`, src/browser/theme.css): Mantine's
 * Button would go through its props, styles and Box machinery to write no variable of its own. `block` fills the width.
 */
export function PlainButton({
  href,
  className,
  leftSection,
  block,
  onClick,
  children,
}: {
  href: string;
  className: string;
  leftSection?: ReactNode;
  block?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}) {
  return (
    <AppLink
      href={href}
      onClick={onClick}
      className={classList(
        'mantine-focus-auto mantine-active button',
        className,
        mantineClass.button,
        mantineClass.unstyledButton,
      )}
      data-block={block || undefined}
      data-with-left-section={leftSection ? true : undefined}
    >
      <span className={classList('button-inner', mantineClass.buttonInner)}>
        {leftSection && (
          <span className={mantineClass.buttonSection} data-position="left">
            {leftSection}
          </span>
        )}
        <span className={classList('button-label', mantineClass.buttonLabel)}>{children}</span>
      </span>
    </AppLink>
  );
}

/**
 * A button from a page's `actions:` list on a dark band (the hero, a closing band): white, or copper for a call, the
 * site's classes (src/browser/theme.css); its size comes from where it stands (.hero-actions, .cta-actions).
 */
export function ActionButton({ action }: { action: Action }) {
  const call = action.style === 'call';
  return (
    <PlainButton
      href={action.href}
      className={call ? 'button-copper' : action.style === 'primary' ? 'button-white' : 'button-white on-brand'}
      leftSection={call && <Glyph icon={IconPhone} size={18} />}
    >
      {action.label}
    </PlainButton>
  );
}
