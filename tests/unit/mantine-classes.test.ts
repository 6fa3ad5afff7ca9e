// The class names the site's plain elements borrow from Mantine (src/ui/mantine-classes.ts) are Mantine's own:
// a Mantine upgrade that renames one would leave those elements unstyled, and fails here instead.
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { expect, it } from 'vitest';
import { mantineClass } from '../../src/ui/mantine-classes.ts';

it("names each of Mantine's classes as Mantine does", () => {
  expect(mantineClass).toEqual({
    stack: Stack.classes.root,
    group: Group.classes.root,
    text: Text.classes.root,
    title: Title.classes.root,
    card: Card.classes.root,
    paper: Paper.classes.root,
    badge: Badge.classes.root,
    badgeLabel: Badge.classes.label,
    themeIcon: ThemeIcon.classes.root,
    button: Button.classes.root,
    buttonInner: Button.classes.inner,
    buttonLabel: Button.classes.label,
    buttonSection: Button.classes.section,
    unstyledButton: UnstyledButton.classes.root,
    container: Container.classes.root,
    visuallyHidden: VisuallyHidden.classes.root,
  });
});
