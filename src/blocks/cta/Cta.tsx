import { Box, Container, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { BlockProps } from '../block-props.ts';
import { ActionButton } from '../../browser/ui/ActionButton.tsx';
import { Heading } from '../../browser/ui/Heading.tsx';

/** A closing band asking the visitor to act. */
export function Cta({ block }: BlockProps<'cta'>) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} className="cta-band band">
      <Container size="md">
        <Stack align="center" ta="center" gap="md">
          <Heading order={2} id={id} c="white">
            {block.heading}
          </Heading>
          {block.text && <Text c="white" size="lg">{block.text}</Text>}
          <Group justify="center" gap="sm">
            {block.actions.map((action) => (
              <ActionButton key={action.label} action={action} onDark size="lg" />
            ))}
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
