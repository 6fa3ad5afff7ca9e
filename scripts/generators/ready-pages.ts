// The pages new-page writes ready to use rather than as a skeleton: a privacy page and terms written from what the
// site is (its facts in pages/_site.yaml, where its contact form sends, that it sets no cookie, its analytics), and a
// page listing every page. Their facts are placeholders where the site has one ({company}, {email}, {phone}), so they
// follow the site file; the rest is read once, when the page is written, and is the owner's to edit after.
import type { ShownSite } from '../../src/core/site-data.ts';
import type { LoadedPage } from '../../src/node/check/check-site.ts';

/** The names new-page knows a ready page for, by the last part of the path. */
export const readyPages = ['privacy', 'terms', 'sitemap'] as const;
type Ready = (typeof readyPages)[number];

export const isReady = (name: string): name is Ready => (readyPages as readonly string[]).includes(name);

const quoted = (text: string) => JSON.stringify(text);
const paragraphs = (lines: string[]) => lines.map((line) => `      - ${quoted(line)}\n`).join('');
const section = (heading: string, lines: string[]) =>
  `  - type: text\n    heading: ${quoted(heading)}\n    paragraphs:\n${paragraphs(lines)}`;
const hero = (title: string, text: string) =>
  `  - type: hero\n    title: ${quoted(title)}\n    text: ${quoted(text)}\n`;

/**
 * Where the site's forms send what visitors write, in words: a service's host, the site's own server, or nowhere yet.
 */
function formsSay(pages: readonly LoadedPage[]): string[] {
  const forms = pages.flatMap((p) =>
    p.page.blocks.flatMap((b) => (b.type === 'contact-form' ? [{ route: p.route, endpoint: b.endpoint }] : [])),
  );
  if (!forms.length)
    return [
      'This site has no form: we only learn what you tell us when you call or write to us, at {phone} or {email}.',
    ];
  const where = forms.map(({ route, endpoint }) =>
    !endpoint
      ? `The form on ${route} does not send anything yet: what you type there stays in your browser.`
      : endpoint.startsWith('/')
        ? `What you send with the form on ${route} goes to our own website server, and from there to us.`
        : `What you send with the form on ${route} goes to ` +
          `${new URL(endpoint).host}, the service that delivers it to us.`,
  );
  return [
    'When you send us a message with our form, we receive your name, phone number, ' +
      'e-mail address (if you give one), the service you need and your message. We ' +
      'use them to answer you and to do the work you ask for, and for nothing else.',
    ...where,
    'While you type, the form keeps a draft in your own browser, so a reload ' +
      'loses nothing; it leaves your device only when you press send. Sending ' +
      'the message, or clearing this site’s data in your browser, removes it.',
  ];
}

function privacy(site: ShownSite, pages: readonly LoadedPage[]): string {
  const analytics = site.analytics
    ? [
        `We count visits with ${site.analytics.provider === 'plausible' ? 'Plausible' : 'Umami'} ` +
          `Analytics: it sets no cookie and keeps no personal data, only the pages visited, the ` +
          `site that sent you here, your country and the kind of device, counted together.`,
      ]
    : ['We do not track your visit: this site has no analytics, no advertising and no third-party scripts.'];
  return (
    `title: Privacy Policy | {company}
description: How {company} uses the details you give us, what this site stores in your browser, and how to reach us ` +
    `about it.
blocks:
${hero('Privacy Policy', 'What we do with the details you give us, in plain words.')}` +
    `${section('What You Send Us', formsSay(pages))}` +
    `${section('Cookies and Statistics', ['This site sets no cookies.', ...analytics])}` +
    `${section('Your Details', [
      'We never sell or share your details with third parties, except where the law requires ' +
        'it. Ask us at any time what we keep about you, to correct it or to delete it.',
      `Write to {email} or call {phone}. {company}, ${[
        site.address.street,
        site.address.city,
        site.address.region,
        site.address.postalCode,
      ]
        .filter(Boolean)
        .join(', ')}.`,
    ])}`
  );
}

function terms(site: ShownSite): string {
  return (
    `title: Terms of Service | {company}
description: The terms on which {company} shows prices, gives quotes and does plumbing work, and how to reach us ` +
    `about them.
blocks:
${hero('Terms of Service', 'The terms of this site and of the work we quote for, in plain words.')}${section(
  'Prices and Quotes',
  [
    'Prices on this site are typical starting prices, shown to help you plan. Every ' +
      'job is quoted before work begins, and the written quote is what you agree to.',
    'A quote is good for 30 days unless it says otherwise.',
  ],
)}${section('Work and Guarantees', [
  'We carry out work as licensed, bonded and insured plumbers, to the codes that ' +
    'apply where you live. Warranties are those written on your quote or invoice.',
  'In an emergency, call {phone}: a message through this site is not the fastest way to reach us.',
])}${section('This Site', [
  `The words, pictures and prices on this site belong to {company}. These terms ` +
    `are governed by the laws of ${site.address.region}, ${site.address.country}.`,
  'Questions about these terms: {email} or {phone}.',
])}`
  );
}

const sitemap = () => `title: Sitemap | {company}
description: Every page of the {company} website, each under the page above it, to find any service or page quickly.
blocks:
${hero('Sitemap', 'Every page of this site, each under the page above it.')}  - type: sitemap
    heading: Every Page
`;

/** A ready page's text (after its schema line), written from the site as it is now. */
export function readyPage(name: Ready, site: ShownSite, pages: readonly LoadedPage[]): string {
  return name === 'privacy' ? privacy(site, pages) : name === 'terms' ? terms(site) : sitemap();
}
