import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useSiteData } from '../render/page-store.ts';
import { AppLink } from '../ui/AppLink.tsx';

/** The footer: company, link columns, contact details, legal links and copyright. */
export function Footer() {
  const { site } = useSiteData();
  return (
    <Box component="footer" bg="brand.9" c="white" pt={48} pb="lg" className="site-footer">
      <Container size="lg">
        <div className="footer-grid" style={{ ['--footer-columns' as string]: 2 + site.footer.columns.length }}>
          <Stack gap="xs" className="footer-about">
            <Text fw={800} size="xl">{site.company}</Text>
            <Text size="sm" maw={360}>{site.tagline}</Text>
          </Stack>
          {site.footer.columns.map((column) => {
            const links = 'links' in column ? column.links : site.services.slice(0, column.services).map((s) => ({ label: s.title, href: s.href }));
            return (
              <Stack key={column.title} gap="xs">
                <Title order={2} size="h5" c="white">{column.title}</Title>
                {links.map((l) => (
                  <Anchor key={l.href} component={AppLink} href={l.href} c="white" size="sm">{l.label}</Anchor>
                ))}
              </Stack>
            );
          })}
        </div>
        <Group gap="xl" mt="xl" component="address" className="footer-contact">
          <Anchor href={`tel:${site.phone.dial}`} c="white" fw={700}>
            <Group gap={6} component="span"><IconPhone size={18} aria-hidden />{site.phone.display}</Group>
          </Anchor>
          <Anchor href={`mailto:${site.email}`} c="white">
            <Group gap={6} component="span"><IconMail size={18} aria-hidden />{site.email}</Group>
          </Anchor>
          <Group gap={6}><IconMapPin size={18} aria-hidden /><Text size="sm">{site.location}</Text></Group>
        </Group>
        <hr className="footer-rule" />
        <Group justify="space-between" gap="sm">
          <Text size="sm">© {site.copyrightYear} {site.company}. All rights reserved.</Text>
          <Group gap="md" component="nav" aria-label="Legal">
            {site.footer.legal.map((l) => (
              <Anchor key={l.href} component={AppLink} href={l.href} c="white" size="sm">{l.label}</Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
