import { Box, Container, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Heading } from './Heading.tsx';

/** A page section: a heading (h2) and intro when given, then its content, on a white or tinted band. */
export function Section({ heading, intro, tinted = false, children }: { heading?: string; intro?: string; tinted?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={heading ? id : undefined} className="band" bg={tinted ? 'gray.0' : undefined}>
      <Container size="lg">
        {heading && (
          <Heading order={2} id={id} ta="center" mb={intro ? 'xs' : 'xl'}>
            {heading}
          </Heading>
        )}
        {intro && (
          <Text className="dimmed" ta="center" maw={720} mx="auto" mb="xl" size="lg">
            {intro}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
