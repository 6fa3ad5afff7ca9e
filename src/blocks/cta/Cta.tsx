import { Box, Container, Group, Stack } from '@mantine/core';
import { useId } from 'react';
import type { BlockProps } from '../block-props.ts';
import { ActionButton } from '../../browser/ui/ActionButton.tsx';
import { Heading } from '../../browser/ui/Heading.tsx';
import { Copy } from '../../browser/ui/Copy.tsx';

/** A closing band asking the visitor to act. */
export function Cta({ block }: BlockProps<'cta'>) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} className="cta-band band">
      <Container>
        <Stack className="cta-body">
          <Heading order={2} id={id} className="cta-heading">
            {block.heading}
          </Heading>
          {block.text && <Copy className="cta-text">{block.text}</Copy>}
          <Group className="cta-actions">
            {block.actions.map((action) => (
              <ActionButton key={action.label} action={action} onDark />
            ))}
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
