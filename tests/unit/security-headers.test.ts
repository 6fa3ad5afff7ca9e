import { describe, expect, it } from 'vitest';
import type { Page } from '../../src/blocks/page-schemas.ts';
import { contentSecurityPolicy, pageNeeds } from '../../src/builder/security-headers.ts';
import { summaryOf } from '../../src/node/report/page-summary.ts';
import { analyticsScript } from '../../src/core/analytics.ts';
import { fixtureText, siteWith } from './site-fixture.ts';
import { checkSite } from '../../src/node/check/check-site.ts';

const pageWith = (...blocks: object[]) => ({ title: 'A page title', description: 'x', blocks }) as unknown as Page;
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('the content security policy', () => {
  it('lets a contact form post to the origin of its endpoint, and nowhere else', () => {
    const pages = [
      pageWith({ type: 'contact-form', endpoint: 'https://forms.example/quote?source=site' }),
      pageWith({ type: 'contact-form', endpoint: '/api/quote' }),
    ];
    expect(directive(contentSecurityPolicy(pageNeeds(pages.map(summaryOf))), 'connect-src')).toBe(
      "connect-src 'self' https://forms.example",
    );
  });

  it('names an origin only, and never one that is not a clean source (a comma or semicolon would start another policy)', () => {
    expect(() => contentSecurityPolicy({ formOrigins: ['https://forms.example,default-src'] })).toThrow(
      /not an origin the security policy can name/,
    );
    expect(() => contentSecurityPolicy({ formOrigins: ['https://forms.example;sandbox'] })).toThrow(
      /not an origin the security policy can name/,
    );
    expect(
      directive(contentSecurityPolicy({ formOrigins: ['https://forms.example:8443', 'https://[::1]'] }), 'connect-src'),
    ).toBe("connect-src 'self' https://forms.example:8443 https://[::1]");
  });

  it('allows neither inline script nor eval, even with a calculator on a page', () => {
    const calculator = { type: 'calculator', outputs: [{ id: 'cost', formula: 'round(people * 20)' }] };
    expect(directive(contentSecurityPolicy(pageNeeds([summaryOf(pageWith(calculator))])), 'script-src')).toBe(
      "script-src 'self'",
    );
  });

  it('lets the analytics service’s script and its reports through, and nothing else, for Plausible, Umami or one’s own', () => {
    const policy = (analytics: Parameters<typeof analyticsScript>[0]) =>
      contentSecurityPolicy({
        formOrigins: ['https://forms.example'],
        analyticsOrigin: analyticsScript(analytics).origin,
      }).split('; ');
    const without = contentSecurityPolicy({ formOrigins: ['https://forms.example'] }).split('; ');
    for (const [analytics, origin] of [
      [{ provider: 'plausible', id: 'example.com' }, 'https://plausible.io'],
      [{ provider: 'umami', id: '94db1cb1-74f4-4a40-ad6c-962362670409' }, 'https://cloud.umami.is'],
      [
        { provider: 'plausible', id: 'example.com', script: 'https://stats.example.com/js/script.js' },
        'https://stats.example.com',
      ],
    ] as const) {
      const changed = policy(analytics).filter((d) => !without.includes(d));
      expect(changed).toEqual([`script-src 'self' ${origin}`, `connect-src 'self' https://forms.example ${origin}`]);
    }
    expect(analyticsScript({ provider: 'umami', id: 'abc-123' }).attrs).toEqual({
      defer: true,
      src: 'https://cloud.umami.is/script.js',
      'data-website-id': 'abc-123',
    });
    expect(analyticsScript({ provider: 'plausible', id: 'example.com' }).attrs).toEqual({
      defer: true,
      src: 'https://plausible.io/js/script.js',
      'data-domain': 'example.com',
    });
  });
});

describe('analytics: in the site file', () => {
  const site = (lines: string) =>
    siteWith({ file: 'pages/_site.yaml', text: `${fixtureText('pages/_site.yaml')}analytics:\n${lines}` });
  it('takes Plausible, Umami, or a script on one’s own https address', () => {
    for (const lines of [
      '  provider: plausible\n  id: example.com\n',
      '  provider: umami\n  id: 94db1cb1-74f4-4a40-ad6c-962362670409\n',
      '  provider: umami\n  id: abc\n  script: https://stats.example.com/script.js\n',
    ])
      expect(checkSite(site(lines)).problems).toEqual([]);
  });

  it('refuses a script address as an endpoint is refused: not https, a name@ before the host, a host that would break the policy', () => {
    const codes = (script: string) =>
      checkSite(site(`  provider: plausible\n  id: example.com\n  script: "${script}"\n`)).problems.map(
        (p) => `${p.code} ${p.path}`,
      );
    expect(codes('http://stats.example.com/script.js')).toEqual(['invalid-address analytics.script']);
    expect(codes('https://me@stats.example.com/script.js')).toEqual(['link-with-credentials analytics.script']);
    expect(codes('https://stats.example.com,default-src/script.js')).toEqual([
      'address-with-bad-host analytics.script',
    ]);
    expect(codes('javascript:alert(1)')).toHaveLength(1);
  });
});
