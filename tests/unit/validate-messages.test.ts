import { describe, expect, it } from 'vitest';
import { checkSite } from '../../src/node/check/check-site.ts';
import { formatPretty } from '../../src/node/report/format-pretty.ts';
import { badPage, fixtureAssets, fixtureText, reportFor, siteWith } from './site-fixture.ts';

/** The editor's view of one bad page: every problem in pages/bad.yaml, as `npm run validate` prints it. */
function report(name: string): string {
  // The list of known block types grows with every new block; the suggestion before it is what is pinned.
  return reportFor(badPage(name).text).replace(/Known block types: .*/, 'Known block types: …');
}

describe('validation messages', () => {
  it('refuses a title that shows nothing (zero-width spaces only) at its line', () => {
    const page =
      `title: "${'\\u200B'.repeat(12)}"\n` +
      `description: Our yearly maintenance plans for Okanagan homes, with repair discounts.\n` +
      `blocks:\n  - type: hero\n    title: Plans\n`;
    expect(reportFor(page)).toMatchInlineSnapshot(`
      "✖ Text that shows nothing
        pages/bad.yaml:1:8  (title)

        > 1 | title: "\\u200B\\u200B\\u200B\\u200B\\u200B\\u200B\\u200B\\u200B\\u200B\\u200B\\u200B\\u200B"
            |        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          2 | description: Our yearly maintenance plans for Okanagan homes, with repair discounts.

        The page, "title": it is made only of characters that show nothing (zero-width spaces, joiners, direction marks), so visitors, search results and the share card would show a blank.
        Write the text again with letters, or delete the line if the field is optional.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
  it('refuses a company name longer than a share card’s foot holds, with the limit', () => {
    const site = fixtureText('pages/_site.yaml').replace(
      /^company: .*$/m,
      `company: ${'Okanagan Flow Plumbing and Heating '.repeat(3).trim()}`,
    );
    const files = siteWith({ file: 'pages/_site.yaml', text: site });
    const problems = checkSite(files, fixtureAssets()).problems.filter((p) => p.file === 'pages/_site.yaml');
    expect(formatPretty(problems, new Map(files.map((f) => [f.file, f.text])), 1, false)).toMatchInlineSnapshot(`
      "✖ Too many characters
        pages/_site.yaml:2:10  (company)

          1 | # The small site of docs/example-site: every example of docs/errors.md is put into it, and the unit tests check their mistakes in it.
        > 2 | company: Okanagan Flow Plumbing and Heating Okanagan Flow Plumbing and Heating Okanagan Flow Plumbing and Heating
            |          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          3 | url: https://www.example-plumbing.ca

        The page: "company" has 104 characters; it needs at most 40.
        Shorten it to 40 characters or fewer.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
  it('names a misspelt block type and suggests the right one', () => {
    expect(report('misspelt-block-type')).toMatchInlineSnapshot(`
      "✖ Unknown block type
        pages/bad.yaml:6:11  (blocks[1].type)

          5 |     title: Drain Cleaning
        > 6 |   - type: testimonals
            |           ^^^^^^^^^^^
          7 |     items:

        Block 2 has type "testimonals", which this site does not know.
        Did you mean "testimonials"? Known block types: …

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
  it('gives the new name of a renamed block type', () => {
    const page = (type: string) =>
      `title: Plans | {company}\n` +
      `description: Our yearly maintenance plans for Okanagan homes, with repair discounts.\n` +
      `blocks:\n  - type: hero\n    title: Plans\n  - type: ${type}\n`;
    const hint = (type: string) =>
      /Did you mean .*/.exec(reportFor(page(type)).replace(/Known block types: .*/, ''))?.[0];
    expect(hint('plans')).toMatchInlineSnapshot(
      `"Did you mean "pricing"? The "plans" block is now called "pricing" (docs/blocks.md shows its fields). "`,
    );
    expect(hint('fixture-tabs')).toMatchInlineSnapshot(
      `"Did you mean "tabs"? The "fixture-tabs" block is now called "tabs" (docs/blocks.md shows its fields). "`,
    );
  });
  it('names a misspelt field at its key', () => {
    expect(report('misspelt-field')).toMatchInlineSnapshot(`
      "✖ Unknown field
        pages/bad.yaml:7:5  (blocks[1].itmes)

          6 |   - type: stats
        > 7 |     itmes:
            |     ^^^^^
          8 |       - value: 2000+

        Block 2 (stats) has a field "itmes" that is not allowed there.
        Did you mean "items"? Allowed fields: type, heading, items.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
  it('gives the allowed range of a number', () => {
    expect(report('number-out-of-range')).toMatchInlineSnapshot(`
      "✖ Number out of range
        pages/bad.yaml:10:17  (blocks[1].items[0].rating)

           9 |         text: Fixed our burst pipe in under an hour.
        > 10 |         rating: 6
             |                 ^
          11 |

        Block 2 (testimonials), item 1 of "items": "rating" is 6, but it must be a whole number from 1 to 5.
        Allowed range: from 1 to 5.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
  it('points at a YAML syntax error', () => {
    expect(report('yaml-syntax')).toMatchInlineSnapshot(`
      "✖ Unclosed quote
        pages/bad.yaml:6:11

          5 |     title: About Us
        > 6 |     text: "We fix pipes
            |           ^
          7 |   - type: text

        The quote (") opened here is never closed, so everything after it reads as one text.
        Add the closing " at the end of the text.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
  it('refuses a duplicate key', () => {
    expect(report('duplicate-key')).toMatchInlineSnapshot(`
      "✖ Duplicate field
        pages/bad.yaml:6:5

          5 |     title: About Us
        > 6 |     title: About Our Company
            |     ^^^^^
          7 |

        The field "title" is written twice in the same place; only one value can be kept.
        Delete one of the two lines, or merge their values.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
  it('refuses an unsafe link', () => {
    expect(report('unsafe-link')).toMatchInlineSnapshot(`
      "✖ Unsafe link
        pages/bad.yaml:8:15  (blocks[0].actions[0].href)

          7 |       - label: Call now
        > 8 |         href: javascript:alert(document.cookie)
            |               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          9 |

        Block 1 (hero), item 1 of "actions", "href": Links starting with "javascript:" can run code or open other programs, so they are not allowed.
        Use a page path like /contact, a web address like https://example.com, mailto:…, tel:…, or the shorthands call and email.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
  it('explains a colon inside unquoted text', () => {
    expect(report('colon-in-text')).toMatchInlineSnapshot(`
      "✖ Colon in unquoted text
        pages/bad.yaml:2:14

          1 | title: Contact Us | {company}
        > 2 | description: Call, e-mail or send the form: a licensed Kelowna plumber answers within 24 hours.
            |              ^
          3 | blocks:

        The text after "description:" contains ": ", which YAML reads as the start of another field.
        Put the whole text in double quotes: description: "…"

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
  it('explains a list where text is expected', () => {
    expect(report('list-where-text-expected')).toMatchInlineSnapshot(`
      "✖ Expected text
        pages/bad.yaml:6:7  (blocks[0].title)

          5 |     title:
        > 6 |       - About Us
            |       ^^^^^^^^^^
          7 |

        Block 1 (hero): "title" should be text, but it is a list.
        Write it on one line as text. A line starting with "- " makes a list; put the text in quotes if it must start with "-".

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
  it('suggests the placeholder that was meant', () => {
    expect(report('unknown-placeholder')).toMatchInlineSnapshot(`
      "✖ Unknown placeholder
        pages/bad.yaml:2:93  (description)

          1 | title: About Us | {company}
        > 2 | description: Family-owned plumbers serving Kelowna and the Okanagan Valley since 2009, call {phnoe}.
            |                                                                                             ^^^^^^^
          3 | blocks:

        "{phnoe}" is not a fact the site file defines, so it would show as written.
        Did you mean "phone"? Placeholders: {company}, {phone}, {email}, {location}, {serviceCount}. They are set in pages/_site.yaml.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
  it('suggests the enum value that was meant', () => {
    expect(report('enum-typo')).toMatchInlineSnapshot(`
      "✖ Not one of the choices
        pages/bad.yaml:8:12  (blocks[1].style)

          7 |     heading: Signs
        > 8 |     style: checks
            |            ^^^^^^
          9 |     items: [Gurgling drains]

        Block 2 (list): "style" is "checks", which is not one of the choices.
        Did you mean "check"? Choices: check, cross, warning, number, bullet.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
  it('names a missing field and what it is for', () => {
    expect(report('missing-field')).toMatchInlineSnapshot(`
      "✖ Missing field
        pages/bad.yaml:6:5  (blocks[1].actions)

          5 |     title: Warning Signs
        > 6 |   - type: cta
            |     ^^^^
          7 |     heading: Call Us Today

        Block 2 (cta) needs a field "actions" (a list).
        Add "actions:". actions: One to three buttons.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
  it('refuses __proto__ keys', () => {
    expect(report('proto-key')).toMatchInlineSnapshot(`
      "✖ Forbidden field name
        pages/bad.yaml:3:1

          2 | description: Family-owned plumbers serving Kelowna and the Okanagan Valley since 2009, licensed and insured.
        > 3 | __proto__:
            | ^^^^^^^^^
          4 |   polluted: true

        "__proto__" is reserved by JavaScript and cannot be used as a field name.
        Remove this field; no block uses it.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
  it('says an empty file is empty', () => {
    expect(report('empty')).toMatchInlineSnapshot(`
      "✖ Empty file
        pages/bad.yaml:1:1

        This file has no content.
        Start from a page skeleton: npm run new-page -- <path>, or delete the file.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
  it('stops an alias bomb quickly', () => {
    const started = performance.now();
    expect(report('alias-bomb')).toMatchInlineSnapshot(`
      "✖ Too many aliases
        pages/bad.yaml:2:10

          1 | a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]
        > 2 | a1: &a1 [*a0, *a0, *a0, *a0, *a0, *a0, *a0, *a0, *a0]
            |          ^^^
          3 | a2: &a2 [*a1, *a1, *a1, *a1, *a1, *a1, *a1, *a1, *a1]

        The aliases (*name) in this file expand to more than 100 copies, which looks like an expansion attack; reading stopped.
        Write the values out instead of repeating them with anchors (&name) and aliases (*name).

      Found 1 error in 1 file (1 file checked).
      "
    `);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses an endpoint whose host would carry a second security policy, at its line', () => {
    const fields = ['name', 'phone', 'email', 'service', 'message', 'emergency']
      .map((f) => `      ${f}: { label: ${f} }\n`)
      .join('');
    const form =
      `title: Contact | {company}\ndescription: Send us a message and we answer within one working day.\n` +
      `blocks:\n  - type: hero\n    title: Contact\n  - type: contact-form\n    servicePrompt: Pick one\n` +
      `    services: [Other]\n    fields:\n${fields}    endpoint: "https://forms.example,default-src/send"\n`;
    expect(reportFor(form)).toMatchInlineSnapshot(`
      "✖ Web address with an impossible host
        pages/bad.yaml:16:15  (blocks[1].endpoint)

          15 |       emergency: { label: emergency }
        > 16 |     endpoint: "https://forms.example,default-src/send"
             |               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          17 |

        Block 2 (contact-form), "endpoint": "https://forms.example,default-src/send" names the host "forms.example,default-src", which has "," in it: a host name has only letters, digits, dashes and dots. The site's security policy names this host, so a wrong one would break every page.
        Copy the address again from the service that gave it, e.g. https://forms.example.com/quote: the host is the part between https:// and the next /.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
});
