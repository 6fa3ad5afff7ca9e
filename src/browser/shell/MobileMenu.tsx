import { Button, Container, Stack, UnstyledButton } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import { useSiteData } from '../render/page-store.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { isCurrent } from './is-current.ts';

/** The phone menu under the header: the main links and a full-width call button; choosing a link closes it. */
export function MobileMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { site } = useSiteData();
  const [location] = useLocation();
  return (
    <Container size="lg" id="mobile-menu" component="nav" aria-label="Mobile" hidden={!open} hiddenFrom="md" pb="md" className="mobile-menu">
      <Stack gap={0}>
        {site.nav.map((item) => (
          <UnstyledButton key={item.href} component={AppLink} href={item.href} onClick={onNavigate} className="mobile-link" aria-current={isCurrent(item.href, location) ? 'page' : undefined}>
            {item.label}
          </UnstyledButton>
        ))}
        <Button component="a" href={`tel:${site.phone.dial}`} onClick={onNavigate} fullWidth size="lg" color="copper" mt="sm" leftSection={<IconPhone size={20} aria-hidden />}>
          Call {site.phone.display}
        </Button>
      </Stack>
    </Container>
  );
}
