import { describe, expect, it } from 'vitest';
import type { Page } from '../../src/core/page-schemas.ts';
import { contentSecurityPolicy, pageNeeds } from '../../scripts/builder/security-headers.ts';
import { summaryOf } from '../../src/node/page-summary.ts';

const pageWith = (...blocks: object[]) => ({ title: 'A page title', description: 'x', blocks }) as unknown as Page;
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('the content security policy', () => {
  it('lets a contact form post to the origin of its endpoint, and nowhere else', () => {
    const pages = [pageWith({ type: 'contact-form', endpoint: 'https://forms.example/quote?source=site' }), pageWith({ type: 'contact-form', endpoint: '/api/quote' })];
    expect(directive(contentSecurityPolicy(pageNeeds(pages.map(summaryOf))), 'connect-src')).toBe("connect-src 'self' https://forms.example");
  });

  it('names an origin only, and never one that is not a clean source (a comma or semicolon would start another policy)', () => {
    expect(() => contentSecurityPolicy({ formOrigins: ['https://forms.example,default-src'] })).toThrow(/not an origin the security policy can name/);
    expect(() => contentSecurityPolicy({ formOrigins: ['https://forms.example;sandbox'] })).toThrow(/not an origin the security policy can name/);
    expect(directive(contentSecurityPolicy({ formOrigins: ['https://forms.example:8443', 'https://[::1]'] }), 'connect-src')).toBe("connect-src 'self' https://forms.example:8443 https://[::1]");
  });

  it('allows neither inline script nor eval, even with a calculator on a page', () => {
    const calculator = { type: 'calculator', outputs: [{ id: 'cost', formula: 'round(people * 20)' }] };
    expect(directive(contentSecurityPolicy(pageNeeds([summaryOf(pageWith(calculator))])), 'script-src')).toBe("script-src 'self'");
  });
});
