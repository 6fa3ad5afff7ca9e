import { Anchor } from '@mantine/core';
import { Copy } from '../../ui/Copy.tsx';
import { PlainContainer } from '../../ui/PlainContainer.tsx';
import { useSiteData } from '../../ui/site-store.ts';

/** What visitors see in place of a block that failed: what happened and another way to reach the company. */
export function BlockFailed() {
  const { site } = useSiteData();
  return (
    <PlainContainer size="lg" style={{ marginBlock: 'var(--mantine-spacing-xl)' }}>
      <Copy className="block-failed" data-block-failed>
        This part of the page could not be shown. Please reload the page, or call us at{' '}
        <Anchor href={`tel:${site.phone.dial}`} underline="always">
          {site.phone.display}
        </Anchor>
        .
      </Copy>
    </PlainContainer>
  );
}
