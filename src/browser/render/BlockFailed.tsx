import { Anchor, Container } from '@mantine/core';
import { Copy } from '../ui/Copy.tsx';
import { useSiteData } from './site-store.ts';

/** What visitors see in place of a block that failed: what happened and another way to reach the company. */
export function BlockFailed() {
  const { site } = useSiteData();
  return (
    <Container size="lg" my="xl">
      <Copy className="block-failed" data-block-failed>
        This part of the page could not be shown. Please reload the page, or call us at{' '}
        <Anchor href={`tel:${site.phone.dial}`} underline="always">{site.phone.display}</Anchor>.
      </Copy>
    </Container>
  );
}
