import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactFormBlock } from '../../src/blocks/contact-form/schema.ts';
import { draftKey, emptyDraft, parseDraft } from '../../src/blocks/contact-form/contact-draft.ts';

const form = {
  type: 'contact-form',
  fields: Object.fromEntries(
    ['name', 'phone', 'email', 'service', 'message', 'emergency'].map((k) => [k, { label: k }]),
  ),
  servicePrompt: 'Select a service',
  services: ['Other'],
};

describe('the contact form draft', () => {
  it('restores what was typed', () => {
    const typed = { name: 'Dana', phone: '250', email: '', service: 'Other', message: 'Leak', emergency: true };
    expect(parseDraft(JSON.stringify(typed))).toEqual(typed);
  });

  it('starts empty, rather than breaking the form, when the stored draft is missing or damaged', () => {
    for (const raw of [null, '', '{not json', 'null', '42', '"text"', '[]'])
      expect(parseDraft(raw)).toEqual(emptyDraft);
    expect(parseDraft('{"name":7,"message":null,"emergency":"yes","extra":"x"}')).toEqual(emptyDraft);
  });

  it('takes only the fields from a stored draft with other keys', () => {
    const raw =
      '{"name":"Dana","__proto__":{"admin":true},"style":"display:none","onClick":"alert(1)","message":{"text":"x"}}';
    const draft = parseDraft(raw);
    expect(draft).toEqual({ ...emptyDraft, name: 'Dana' });
    expect(Object.keys(draft)).toEqual(Object.keys(emptyDraft));
    expect(({} as { admin?: boolean }).admin).toBeUndefined();
  });

  it('is kept apart for each page and each form', () => {
    expect(draftKey('/contact', 1)).toBe('contact-draft:/contact#1');
    expect(
      new Set([draftKey('/contact', 1), draftKey('/contact', 3), draftKey('/about', 1), draftKey('/', 1)]).size,
    ).toBe(4);
  });
});

/** localStorage as a browser gives it, holding `limit` characters a value at most. */
class FakeStorage {
  items = new Map<string, string>();
  reads = 0;
  constructor(private limit = Infinity) {}
  getItem(key: string) {
    this.reads++;
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (value.length > this.limit) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('the contact form draft store', () => {
  // A fresh module each time: the store keeps this tab's drafts and whether the browser keeps them.
  const load = () => import('../../src/blocks/contact-form/contact-storage.ts');
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the draft for this page where the browser refuses storage, and says it is not kept', async () => {
    const blocked = {};
    Object.defineProperty(blocked, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    vi.stubGlobal('window', blocked);
    const store = await load();
    expect(store.readStored('k')).toBeNull();
    store.checkStorage();
    expect(store.isKept()).toBe(false);
    store.writeStored('k', 'typed');
    expect(store.readStored('k')).toBe('typed');
  });

  it('says so when a draft does not fit, and that it is kept again once it does', async () => {
    const storage = new FakeStorage(10);
    vi.stubGlobal('window', { localStorage: storage });
    const store = await load();
    store.checkStorage();
    expect(store.isKept()).toBe(true);
    store.writeStored('k', 'a long draft');
    expect([store.isKept(), store.readStored('k'), storage.items.get('k')]).toEqual([false, 'a long draft', undefined]);
    store.writeStored('k', 'short');
    expect([store.isKept(), storage.items.get('k')]).toEqual([true, 'short']);
    store.writeStored('k', null);
    expect(storage.items.has('k')).toBe(false);
  });

  it('reads a stored draft from the browser once, not on every render', async () => {
    const storage = new FakeStorage();
    storage.items.set('k', '{"name":"Dana"}');
    vi.stubGlobal('window', { localStorage: storage });
    const store = await load();
    expect([store.readStored('k'), store.readStored('k')]).toEqual(['{"name":"Dana"}', '{"name":"Dana"}']);
    expect(storage.reads).toBe(1);
  });
});

describe('the contact-form block schema', () => {
  it('has the seed wording for everything an editor leaves out', () => {
    const block = contactFormBlock.parse(form);
    expect([block.submitLabel, block.emergencySubmitLabel, block.promises]).toEqual([
      'Send Message',
      'Send Emergency Request',
      [],
    ]);
    expect(block.sent.title).toBe('Thank you, your message has been sent');
    expect(block.failed.text).toMatch(/Everything you typed is still in the form/);
    expect(block.endpoint).toBeUndefined();
  });

  it('posts only to https addresses or paths of this site', () => {
    for (const endpoint of ['https://forms.example.com/quote', '/api/quote'])
      expect(contactFormBlock.safeParse({ ...form, endpoint }).success, endpoint).toBe(true);
    for (const endpoint of [
      'http://forms.example.com/quote',
      'javascript:alert(1)',
      '//evil.example/x',
      'ftp://example.com',
      'https://',
      '',
    ])
      expect(contactFormBlock.safeParse({ ...form, endpoint }).success, endpoint).toBe(false);
  });
});
