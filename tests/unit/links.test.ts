// Links in page files go only where they read: no scripts, no other programs, no tricks a browser reads differently.
import Ajv from 'ajv';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { href } from '../../schema/link.ts';
import { explainIssue } from '../../src/node/check/explain-issue.ts';
import { reportFor } from './site-fixture.ts';

/** What validate says about a link, without the words that say where it is. */
const refusal = (link: string) => {
  const issue = href.safeParse(link).error?.issues[0];
  const said = issue && explainIssue(issue, href, link)[0];
  return said && { title: said.title, message: said.message.replace(/^The page, "the page": /, '') };
};
const unsafe = (scheme: string) => ({
  title: 'Unsafe link',
  message: `Links starting with "${scheme}:" can run code or open other programs, so they are not allowed.`,
});
const invalid = (message: string) => ({ title: 'Invalid link', message });

const allowed = [
  'call',
  'email',
  '/',
  '/contact',
  '/services/drain-cleaning#faq',
  '#faq',
  'https://example.com',
  'http://example.com/a?b=c#d',
  'https://example.com:8443/x',
  'https://example.com/@okanagan',
  'mailto:info@example.com?subject=Quote',
  'tel:+12505550123',
];

const refused: Array<[string, { title: string; message: string }]> = [
  ['javascript:alert(1)', unsafe('javascript')],
  ['data:text/html,<script>alert(1)</script>', unsafe('data')],
  // Browsers drop tabs, line breaks and spaces around an address, so these run as javascript:.
  ['java\tscript:alert(1)', unsafe('javascript')],
  ['java\nscript:alert(1)', unsafe('javascript')],
  [' javascript:alert(1)', unsafe('javascript')],
  ['\u0000javascript:alert(1)', unsafe('javascript')],
  // Percent-encoded, as a server or another tool that decodes the address would read it.
  ['%6Aavascript:alert(1)', unsafe('javascript')],
  ['java%09script:alert(1)', unsafe('javascript')],
  // Browsers read \ as /, so these go to evil.example, not to a page of this site.
  [
    '/\\evil.example',
    invalid(
      '"/\\evil.example" contains a backslash (\\); browsers read it as /, so the link could lead to another site.',
    ),
  ],
  [
    '\\\\evil.example',
    invalid(
      '"\\\\evil.example" contains a backslash (\\); browsers read it as /, so the link could lead to another site.',
    ),
  ],
  [
    '/\t/evil.example',
    invalid(
      '"/\\t/evil.example" contains a tab, a line break or another invisible character; browsers ' +
        'skip some of these and nobody sees them, so the link could lead somewhere other than it reads.',
    ),
  ],
  [
    '/about\u200B',
    invalid(
      '"/about\\u200B" contains a tab, a line break or another invisible character; browsers skip ' +
        'some of these and nobody sees them, so the link could lead somewhere other than it reads.',
    ),
  ],
  [' /contact', invalid('" /contact" starts or ends with a space.')],
  ['/contact ', invalid('"/contact " starts or ends with a space.')],
  ['//evil.example', invalid('"//evil.example" starts with //, which browsers read as the address of another site.')],
  [
    'https:evil.example',
    invalid(
      '"https:evil.example" needs // after "https:"; without it, ' +
        'browsers read it as a page of this site or of another.',
    ),
  ],
  [
    'https:/evil.example',
    invalid(
      '"https:/evil.example" needs // after "https:"; without ' +
        'it, browsers read it as a page of this site or of another.',
    ),
  ],
  [
    'https://okanaganflowplumbing.ca@evil.example',
    invalid(
      '"https://okanaganflowplumbing.ca@evil.example" has a name and @ ' +
        "before the site's address, which hides where the link really goes.",
    ),
  ],
  ['https://', invalid('"https://" is not a link this site can follow.')],
  ['contact', invalid('"contact" is not a link this site can follow.')],
];

describe('links', () => {
  it.each(allowed)('accepts %j', (link) => {
    expect(refusal(link)).toBeUndefined();
  });

  it.each(refused)('refuses %j, saying why', (link, why) => {
    expect(refusal(link)).toEqual(why);
  });

  it('refuses the same links in the editor as in validate', () => {
    const pattern = (z.toJSONSchema(href) as { pattern: string }).pattern;
    // Ajv reads a pattern as the YAML language server does (Unicode regular expression).
    const editorAccepts = new Ajv().compile({ type: 'string', pattern });
    const verdicts = (accepts: (link: string) => boolean) =>
      [...allowed, ...refused.map(([link]) => link)].map((link) => [link, accepts(link)]);
    expect(verdicts(editorAccepts)).toEqual(verdicts((link) => href.safeParse(link).success));
  });

  it('shows the editor the link as a browser would read it, at its line', () => {
    const page =
      'title: Contact Us | {company}\n' +
      'description: Call, e-mail or send the form and a licensed Kelowna plumber answers within 24 hours.\n' +
      'blocks:\n  - type: hero\n    title: Contact Us\n    actions:\n' +
      '      - label: Call now\n        href: "java\\tscript:alert(1)"\n';
    expect(reportFor(page)).toMatchInlineSnapshot(`
      "✖ Unsafe link
        pages/bad.yaml:8:15  (blocks[0].actions[0].href)

          7 |       - label: Call now
        > 8 |         href: "java\\tscript:alert(1)"
            |               ^^^^^^^^^^^^^^^^^^^^^^^
          9 |

        Block 1 (hero), item 1 of "actions", "href": Links starting with "javascript:" can run code or open other programs, so they are not allowed.
        Use a page path like /contact, a web address like https://example.com, mailto:…, tel:…, or the shorthands call and email.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
});
