/**
 * Mantine's class names for the components the site draws as plain elements (Column, Row, Copy, Heading, PlainCard,
 * PlainBadge, PlainButton, PlainContainer, a card's icon and link, text only screen readers read): the look is
 * Mantine's stylesheets', found by these names. Named here rather than read from the components (`Stack.classes.root`),
 * which would put each component's code on every page for its name. tests/unit/mantine-classes.test.ts checks each
 * against Mantine's own, so an upgrade that renames one fails the tests.
 */
export const mantineClass = {
  stack: 'm_6d731127',
  group: 'm_4081bf90',
  text: 'm_b6d8b162',
  title: 'm_8a5d1357',
  card: 'm_e615b15f',
  paper: 'm_1b7284a3',
  badge: 'm_347db0ec',
  badgeLabel: 'm_5add502a',
  themeIcon: 'm_7341320d',
  button: 'm_77c9d27d',
  buttonInner: 'm_80f1301b',
  buttonLabel: 'm_811560b9',
  buttonSection: 'm_a74036a',
  unstyledButton: 'm_87cf2631',
  container: 'm_7485cace',
  visuallyHidden: 'm_515a97f8',
} as const;

/** The class attribute of a plain element: the names given, without the ones left out (a caller's optional class). */
export const classList = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
