import { describe, expect, it } from 'vitest';
import { contactFormBlock } from '../../schema/blocks/contact-form.ts';
import { emptyDraft, parseDraft } from '../../src/blocks/contact-draft.ts';

const form = {
  type: 'contact-form',
  fields: Object.fromEntries(['name', 'phone', 'email', 'service', 'message', 'emergency'].map((k) => [k, { label: k }])),
  servicePrompt: 'Select a service',
  services: ['Other'],
};

describe('the contact form draft', () => {
  it('restores what was typed', () => {
    const typed = { name: 'Dana', phone: '250', email: '', service: 'Other', message: 'Leak', emergency: true };
    expect(parseDraft(JSON.stringify(typed))).toEqual(typed);
  });

  it('starts empty, rather than breaking the form, when the stored draft is missing or damaged', () => {
    for (const raw of [null, '', '{not json', 'null', '42', '"text"', '[]']) expect(parseDraft(raw)).toEqual(emptyDraft);
    expect(parseDraft('{"name":7,"message":null,"emergency":"yes","extra":"x"}')).toEqual(emptyDraft);
  });
});

describe('the contact-form block schema', () => {
  it('has the seed wording for everything an editor leaves out', () => {
    const block = contactFormBlock.parse(form);
    expect([block.submitLabel, block.emergencySubmitLabel, block.promises]).toEqual(['Send Message', 'Send Emergency Request', []]);
    expect(block.sent.title).toBe('Thank you, your message has been sent');
    expect(block.failed.text).toMatch(/Everything you typed is still in the form/);
    expect(block.endpoint).toBeUndefined();
  });

  it('posts only to https addresses or paths of this site', () => {
    for (const endpoint of ['https://forms.example.com/quote', '/api/quote'])
      expect(contactFormBlock.safeParse({ ...form, endpoint }).success, endpoint).toBe(true);
    for (const endpoint of ['http://forms.example.com/quote', 'javascript:alert(1)', '//evil.example/x', 'ftp://example.com', 'https://', ''])
      expect(contactFormBlock.safeParse({ ...form, endpoint }).success, endpoint).toBe(false);
  });
});
