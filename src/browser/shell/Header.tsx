import { __iconNode as IconClock } from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import { __iconNode as IconMapPin } from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import { __iconNode as IconPhone } from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import { useLocation } from 'wouter';
import { useSiteData } from '../../ui/site-store.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { Glyph } from '../../ui/Glyph.tsx';
import { LiveMark, useLive } from '../render/live.ts';
import { MobileMenu, mobileMenuId } from './MobileMenu.tsx';
import { ServicesMenu } from './ServicesMenu.tsx';
import { isCurrent } from './is-current.ts';
import { BrandName } from './BrandName.tsx';
import './shell.css';

/**
 * The fixed header: phone and 24/7 strip, logo or company name, desktop links with the services menu, the phone menu's
 * button.
 */
export function Header() {
  const { site } = useSiteData();
  const [location] = useLocation();
  const [live, markLive] = useLive();
  return (
    <header className="site-header" data-live={live || undefined}>
      <div className="top-strip">
        <div className="container-lg">
          <div className="shell-row spread gap-xs">
            <div className="shell-row gap-6 emergency-indicator">
              <span className="pulse" aria-hidden />
              <p className="bold">24/7 Emergency</p>
            </div>
            <div className="shell-row gap-lg">
              <div className="shell-row gap-6 mantine-visible-from-sm">
                <Glyph icon={IconMapPin} size={16} />
                <p>{site.location}</p>
              </div>
              <div className="shell-row gap-6 mantine-visible-from-md">
                <Glyph icon={IconClock} size={16} />
                <p>
                  {site.hours[0]?.days} {site.hours[0]?.time}
                </p>
              </div>
              <a className="bold" href={`tel:${site.phone.dial}`}>
                <span className="shell-row gap-6">
                  <Glyph icon={IconPhone} size={16} />
                  {site.phone.display}
                </span>
              </a>
            </div>
          </div>
        </div>
      </div>
      <div className="container-lg main-bar">
        <div className="shell-row spread">
          <AppLink href="/" className="brand-name">
            <BrandName site={site} />
          </AppLink>
          <nav className="shell-row wraps gap-4 mantine-visible-from-md" aria-label="Main">
            {site.nav.map((item) =>
              item.servicesMenu ? (
                <ServicesMenu
                  key={item.href}
                  item={item}
                  services={site.services.slice(0, item.servicesMenu)}
                  current={isCurrent(item.href, location, true)}
                />
              ) : (
                <AppLink
                  key={item.href}
                  href={item.href}
                  className="nav-link"
                  aria-current={isCurrent(item.href, location) ? 'page' : undefined}
                >
                  {item.label}
                </AppLink>
              ),
            )}
          </nav>
          <button
            className="burger mantine-hidden-from-md"
            type="button"
            popoverTarget={mobileMenuId}
            aria-label="Menu"
          >
            <span className="burger-lines" />
          </button>
        </div>
      </div>
      <MobileMenu />
      <LiveMark onLive={markLive} />
    </header>
  );
}
