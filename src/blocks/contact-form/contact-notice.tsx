import { Button, Text } from '@mantine/core';
import { __iconNode as IconAlertTriangle } from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { __iconNode as IconPhone } from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import { useId } from 'react';
import { useSiteData } from '../../ui/site-store.ts';
import { Glyph } from '../../ui/Glyph.tsx';
import { Column } from '../../ui/Column.tsx';

/** Why the message did not go out, and the phone number as a call button: the visitor's way to reach someone now. */
export function ContactNotice({ title, text }: { title: string; text: string }) {
  const { site } = useSiteData();
  const titleId = useId();
  return (
    <div role="alert" aria-labelledby={titleId} className="contact-notice">
      <Glyph icon={IconAlertTriangle} size={22} className="contact-notice-icon" />
      <Column gap="sm" align="flex-start">
        <Text id={titleId} fw={700}>
          {title}
        </Text>
        <Text c="gray.9">{text}</Text>
        <Button
          component="a"
          href={`tel:${site.phone.dial}`}
          color="copper"
          leftSection={<Glyph icon={IconPhone} size={18} />}
        >
          {site.phone.display}
        </Button>
      </Column>
    </div>
  );
}
