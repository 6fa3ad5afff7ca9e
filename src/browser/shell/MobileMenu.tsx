import { __iconNode as IconPhone } from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { useSiteData } from '../../ui/site-store.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { PlainButton } from '../../ui/ActionButton.tsx';
import { Glyph } from '../../ui/Glyph.tsx';
import { isCurrent } from './is-current.ts';

export const mobileMenuId = 'mobile-menu';

/**
 * The phone menu under the header: the main links and a full-width call button. A popover, so the browser opens and
 * closes it before any script (its button, Escape, a tap elsewhere); once live, choosing a link closes it.
 */
export function MobileMenu() {
  const { site } = useSiteData();
  const [location] = useLocation();
  const menu = useRef<HTMLElement>(null);
  const close = () => menu.current?.hidePopover();
  return (
    <nav id={mobileMenuId} ref={menu} popover="auto" aria-label="Mobile" className="mobile-menu mantine-hidden-from-md">
      <div className="container-lg">
        <div className="shell-stack gap-0">
          {site.nav.map((item) => (
            <AppLink
              key={item.href}
              href={item.href}
              onClick={close}
              className="mobile-link"
              aria-current={isCurrent(item.href, location) ? 'page' : undefined}
            >
              {item.label}
            </AppLink>
          ))}
          <PlainButton
            href={`tel:${site.phone.dial}`}
            onClick={close}
            block
            className="button-lg button-copper mobile-call"
            leftSection={<Glyph icon={IconPhone} size={20} />}
          >
            Call {site.phone.display}
          </PlainButton>
        </div>
      </div>
    </nav>
  );
}
