import { Anchor, Box, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { IconClock, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import { useSiteData } from '../render/page-store.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { LiveMark, useLive } from '../render/live.ts';
import { MobileMenu, mobileMenuId } from './MobileMenu.tsx';
import { ServicesMenu } from './ServicesMenu.tsx';
import { isCurrent } from './is-current.ts';

/** The fixed header: phone and 24/7 strip, company name, desktop links with the services menu, the phone menu's button. */
export function Header() {
  const { site } = useSiteData();
  const [location] = useLocation();
  const [live, markLive] = useLive();
  return (
    <Box component="header" className="site-header" data-live={live || undefined}>
      <Box bg="brand.9" c="white" py={6}>
        <Container size="lg">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Group gap={6} wrap="nowrap" className="emergency-indicator">
              <span className="pulse" aria-hidden />
              <Text size="sm" fw={700}>24/7 Emergency</Text>
            </Group>
            <Group gap="lg" wrap="nowrap">
              <Group gap={6} visibleFrom="sm" wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">{site.location}</Text>
              </Group>
              <Group gap={6} visibleFrom="md" wrap="nowrap">
                <IconClock size={16} aria-hidden />
                <Text size="sm">{site.hours[0]?.days} {site.hours[0]?.time}</Text>
              </Group>
              <Anchor href={`tel:${site.phone.dial}`} c="white" fw={700} size="sm">
                <Group gap={6} wrap="nowrap" component="span">
                  <IconPhone size={16} aria-hidden />
                  {site.phone.display}
                </Group>
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="lg" h={64}>
        <Group justify="space-between" h="100%" wrap="nowrap">
          <UnstyledButton component={AppLink} href="/" className="brand-name" fw={800} c="brand.8">
            {site.company}
          </UnstyledButton>
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
            {site.nav.map((item) =>
              item.servicesMenu ? (
                <ServicesMenu key={item.href} item={item} services={site.services.slice(0, item.servicesMenu)} current={isCurrent(item.href, location, true)} />
              ) : (
                <UnstyledButton key={item.href} component={AppLink} href={item.href} className="nav-link" aria-current={isCurrent(item.href, location) ? 'page' : undefined}>
                  {item.label}
                </UnstyledButton>
              ),
            )}
          </Group>
          <UnstyledButton className="burger" popoverTarget={mobileMenuId} hiddenFrom="md" aria-label="Menu">
            <span className="burger-lines" />
          </UnstyledButton>
        </Group>
      </Container>
      <MobileMenu />
      <LiveMark onLive={markLive} />
    </Box>
  );
}
