import { Alert, Button, Checkbox, NativeSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import './ContactForm.css';
import { IconAlertTriangle, IconCircleCheck, IconPhone } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSiteData } from '../render/page-store.ts';
import type { BlockProps } from '../render/registry.ts';
import { Section } from '../ui/Section.tsx';
import { TickList } from '../ui/TickList.tsx';
import { draftKey, useDraft, type ContactValues } from './contact-draft.ts';
import { useBlockPlace } from '../render/block-place.ts';
import { ContactDraftNote } from './contact-draft-note.tsx';
import { Columns } from '../ui/Columns.tsx';

type Status = 'editing' | 'sending' | 'sent' | 'failed';

// Right to left when the text starts in Arabic, Hebrew…; on the input itself, since Mantine's `dir` goes to its wrapper.
const textDirection = { input: { dir: 'auto' } };

async function post(endpoint: string, values: ContactValues): Promise<boolean> {
  try {
    const res = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(values) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * The quote form. Only the browser's own checks apply (required, e-mail); a valid form is logged to the console,
 * or POSTed as JSON when the page gives an endpoint. The draft is kept per page and form until it is sent.
 */
export function ContactForm({ block }: BlockProps<'contact-form'>) {
  const { site } = useSiteData();
  const { pageKey, index } = useBlockPlace();
  const [values, save, clear] = useDraft(draftKey(pageKey, index));
  const [status, setStatus] = useState<Status>('editing');
  // Set at once, not through state: two submit events in one tick (a double click, Enter twice) would both see 'editing'.
  const submitted = useRef(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const { fields } = block;
  const titleOrder = block.heading ? 3 : 2;

  useEffect(() => {
    if (status === 'sent') sentHeading.current?.focus();
  }, [status]);

  const set = (change: Partial<ContactValues>) => save({ ...values, ...change });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitted.current) return;
    submitted.current = true;
    let ok = true;
    if (block.endpoint) {
      setStatus('sending');
      ok = await post(block.endpoint, values);
    } else {
      console.log('Contact form submitted:', values);
    }
    if (ok) clear();
    else submitted.current = false;
    setStatus(ok ? 'sent' : 'failed');
  }

  function again() {
    submitted.current = false;
    setStatus('editing');
  }

  return (
    <Section heading={block.heading} intro={block.intro}>
      <Paper withBorder shadow="xs" radius="md" maw={760} mx="auto" className="contact-form">
        {status === 'sent' ? (
          <Stack gap="md" align="flex-start" role="status">
            <IconCircleCheck size={40} color="var(--mantine-color-green-8)" aria-hidden />
            <Title order={titleOrder} ref={sentHeading} tabIndex={-1}>
              {block.sent.title}
            </Title>
            <Text size="lg">{block.sent.text}</Text>
            <Button variant="outline" onClick={again}>
              {block.sent.again}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit}>
            <ContactDraftNote text={block.draftNotKept} />
            {/* Locked while sending, so nothing typed meanwhile is cleared with the sent draft. */}
            <fieldset disabled={status === 'sending'} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <Stack gap="md">
                <Columns cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput
                    label={fields.name.label}
                    description={fields.name.help}
                    required
                    autoComplete="name"
                    attributes={textDirection}
                    value={values.name}
                    onChange={(e) => set({ name: e.currentTarget.value })}
                  />
                  <TextInput
                    label={fields.phone.label}
                    description={fields.phone.help}
                    required
                    type="tel"
                    autoComplete="tel"
                    value={values.phone}
                    onChange={(e) => set({ phone: e.currentTarget.value })}
                  />
                  <TextInput
                    label={fields.email.label}
                    description={fields.email.help}
                    type="email"
                    autoComplete="email"
                    attributes={textDirection}
                    value={values.email}
                    onChange={(e) => set({ email: e.currentTarget.value })}
                  />
                  <NativeSelect
                    label={fields.service.label}
                    description={fields.service.help}
                    required
                    data={[{ value: '', label: block.servicePrompt }, ...block.services]}
                    value={values.service}
                    onChange={(e) => set({ service: e.currentTarget.value })}
                  />
                </Columns>
                <Textarea
                  label={fields.message.label}
                  description={fields.message.help}
                  required
                  rows={5}
                  attributes={textDirection}
                  value={values.message}
                  onChange={(e) => set({ message: e.currentTarget.value })}
                />
                <Checkbox
                  label={fields.emergency.label}
                  description={fields.emergency.help}
                  checked={values.emergency}
                  onChange={(e) => set({ emergency: e.currentTarget.checked })}
                />
                {status === 'failed' && (
                  <Alert color="red.9" variant="outline" title={block.failed.title} icon={<IconAlertTriangle aria-hidden />}>
                    <Stack gap="sm" align="flex-start">
                      <Text c="gray.9">{block.failed.text}</Text>
                      <Button component="a" href={`tel:${site.phone.dial}`} color="copper" leftSection={<IconPhone size={18} aria-hidden />}>
                        {site.phone.display}
                      </Button>
                    </Stack>
                  </Alert>
                )}
                <Button type="submit" size="lg" color={values.emergency ? 'copper' : undefined} loading={status === 'sending'} fullWidth>
                  {values.emergency ? block.emergencySubmitLabel : block.submitLabel}
                </Button>
                {block.promises.length > 0 && <TickList items={block.promises} size="sm" />}
              </Stack>
            </fieldset>
          </form>
        )}
      </Paper>
    </Section>
  );
}
