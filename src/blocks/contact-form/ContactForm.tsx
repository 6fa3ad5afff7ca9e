import { Button, Checkbox, NativeSelect, Paper, Text, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import './ContactForm.css';
import { __iconNode as IconCircleCheck } from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BlockProps } from '../block-props.ts';
import { Section } from '../../ui/Section.tsx';
import { MarkList } from '../../ui/MarkList.tsx';
import { clearDraft, draftKey, formValues, readDraft, restoreDraft, saveDraft } from './contact-draft.ts';
import { useBlockPlace } from '../../ui/block-place.ts';
import { ContactDraftNote } from './contact-draft-note.tsx';
import { ContactNotice } from './contact-notice.tsx';
import { Columns } from '../../ui/Columns.tsx';
import { Heading } from '../../ui/Heading.tsx';
import { Glyph } from '../../ui/Glyph.tsx';
import { Column } from '../../ui/Column.tsx';
import { inboxPath, trapField, type InboxExtras } from '../../core/inbox.ts';
import { sendMessage } from './send-message.ts';
import { ContactTrap } from './contact-trap.tsx';
import { useShownAt } from './use-shown-at.ts';

/** 'unsent': nothing went out (no endpoint, or the site's inbox on a host without the site's server). */
type Status = 'editing' | 'sending' | 'sent' | 'failed' | 'unsent';

// Right to left when the text starts in Arabic, Hebrew…; on the input itself, since Mantine's `dir` goes to its
// wrapper.
const textDirection = { input: { dir: 'auto' } };
// The button's colour follows the emergency box through CSS (ContactForm.css), so it is right before any script runs.
const submitColours = () => ({ root: { '--button-bg': 'var(--submit-bg)', '--button-hover': 'var(--submit-hover)' } });

/**
 * The quote form. Its fields are the browser's own and uncontrolled, so what a visitor types before the script arrives
 * stays, caret and focus included; once live, the kept draft fills only the fields still empty. Only the browser's
 * checks apply (required, e-mail). A valid form is POSTed as JSON when the page gives an endpoint; without one nothing
 * is sent, and the form says so. The draft is kept per page and form until it is sent. Sent to the site's own inbox,
 * the form adds a hidden field and the time since the page appeared (the inbox's spam checks), and says where
 * messages go.
 */
export function ContactForm({ block }: BlockProps<'contact-form'>) {
  const { pageKey, index } = useBlockPlace();
  const key = draftKey(pageKey, index);
  const [status, setStatus] = useState<Status>('editing');
  /** The inbox's words when it refused the message. */
  const [reason, setReason] = useState<string>();
  const shownAt = useShownAt();
  const ownInbox = block.endpoint === inboxPath;
  const form = useRef<HTMLFormElement>(null);
  // Set at once, not through state: two submit events in one tick (a double click, Enter twice) would both see
  // 'editing'.
  const submitted = useRef(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const { fields } = block;
  const titleOrder = block.heading ? 3 : 2;

  useEffect(() => {
    if (status === 'sent') sentHeading.current?.focus();
  }, [status]);
  // Once live (and after "Send Another Message"): the kept draft fills what is still empty, and what the visitor typed
  // before the script arrived joins the draft.
  const editing = status === 'editing';
  useEffect(() => {
    if (!editing || !form.current) return;
    const draft = readDraft(key);
    restoreDraft(form.current, draft);
    const values = formValues(form.current);
    if (JSON.stringify(values) !== JSON.stringify(draft)) saveDraft(key, values);
  }, [key, editing]);

  function changed() {
    if (!form.current) return;
    saveDraft(key, formValues(form.current));
    // After "not sent" the button works again as soon as something changes.
    if (status === 'unsent') submitted.current = false;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitted.current) return;
    submitted.current = true;
    const values = formValues(event.currentTarget);
    if (!block.endpoint) {
      console.log('Contact form submitted:', values);
      setStatus('unsent');
      return;
    }
    const extras: InboxExtras = {
      [trapField]: String(new FormData(event.currentTarget).get(trapField) ?? ''),
      elapsedMs: Math.round(performance.now() - shownAt),
      page: pageKey,
    };
    setStatus('sending');
    const outcome = await sendMessage(block.endpoint, ownInbox ? { ...values, ...extras } : values, block.timeout);
    if (outcome.status === 'sent') clearDraft(key);
    if (outcome.status === 'failed') submitted.current = false;
    if (outcome.status === 'unsent') console.log('Contact form submitted:', values);
    setReason(outcome.reason);
    setStatus(outcome.status);
  }

  function again() {
    submitted.current = false;
    setStatus('editing');
  }

  return (
    <Section heading={block.heading} intro={block.intro}>
      <Paper withBorder shadow="xs" maw={760} mx="auto" className="contact-form">
        {status === 'sent' ? (
          <Column gap="md" align="flex-start" role="status">
            <Glyph icon={IconCircleCheck} size={40} className="contact-sent-icon" />
            <Heading order={titleOrder} ref={sentHeading} tabIndex={-1}>
              {block.sent.title}
            </Heading>
            <Text size="lg">{block.sent.text}</Text>
            <Button variant="outline" onClick={again}>
              {block.sent.again}
            </Button>
          </Column>
        ) : (
          // method="dialog" outside a dialog submits nowhere: a press before the script arrives checks the fields and
          // loses nothing.
          <form ref={form} method="dialog" onSubmit={submit} onChange={changed}>
            <ContactDraftNote text={block.draftNotKept} />
            {/* Locked while sending, so nothing typed meanwhile is cleared with the sent draft. */}
            <fieldset disabled={status === 'sending'} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <Column gap="md">
                <Columns cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput
                    name="name"
                    label={fields.name.label}
                    description={fields.name.help}
                    required
                    autoComplete="name"
                    attributes={textDirection}
                    defaultValue=""
                  />
                  <TextInput
                    name="phone"
                    label={fields.phone.label}
                    description={fields.phone.help}
                    required
                    type="tel"
                    autoComplete="tel"
                    defaultValue=""
                  />
                  <TextInput
                    name="email"
                    label={fields.email.label}
                    description={fields.email.help}
                    type="email"
                    autoComplete="email"
                    attributes={textDirection}
                    defaultValue=""
                  />
                  <NativeSelect
                    name="service"
                    label={fields.service.label}
                    description={fields.service.help}
                    required
                    data={[{ value: '', label: block.servicePrompt }, ...block.services]}
                    defaultValue=""
                  />
                </Columns>
                <Textarea
                  name="message"
                  label={fields.message.label}
                  description={fields.message.help}
                  required
                  rows={5}
                  attributes={textDirection}
                  defaultValue=""
                />
                <Checkbox
                  name="emergency"
                  label={fields.emergency.label}
                  description={fields.emergency.help}
                  defaultChecked={false}
                />
                {ownInbox && <ContactTrap />}
                {status === 'failed' && <ContactNotice title={block.failed.title} text={reason ?? block.failed.text} />}
                {status === 'unsent' && <ContactNotice title={block.unsent.title} text={block.unsent.text} />}
                <Button type="submit" size="lg" loading={status === 'sending'} fullWidth vars={submitColours}>
                  <span className="submit-normal">{block.submitLabel}</span>
                  <span className="submit-emergency">{block.emergencySubmitLabel}</span>
                </Button>
                {block.promises.length > 0 && <MarkList items={block.promises} size="sm" />}
                {ownInbox && <Text size="sm">{block.whereMessagesGo}</Text>}
              </Column>
            </fieldset>
          </form>
        )}
      </Paper>
    </Section>
  );
}
