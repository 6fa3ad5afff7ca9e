import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPhone } from '@tabler/icons-react';
import { useSiteData } from '../render/page-store.ts';

/** Why the message did not go out, and the phone number as a call button: the visitor's way to reach someone now. */
export function ContactNotice({ title, text }: { title: string; text: string }) {
  const { site } = useSiteData();
  return (
    <Alert color="red.9" variant="outline" title={title} icon={<IconAlertTriangle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text c="gray.9">{text}</Text>
        <Button component="a" href={`tel:${site.phone.dial}`} color="copper" leftSection={<IconPhone size={18} aria-hidden />}>
          {site.phone.display}
        </Button>
      </Stack>
    </Alert>
  );
}
