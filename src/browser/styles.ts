// Mantine's styles per component, only for what the shell and most blocks use (the full sheet is 3x larger).
// Blocks that need more import it themselves, so their CSS comes with their chunk (ThemeIcon, VisuallyHidden and
// List are only in cards, posts and lists: the contact page, the heaviest in CSS, does without them).
// The order is Mantine's own (as in @mantine/core/styles.css): a component's CSS comes after the CSS of the
// components it builds on, or equal-specificity rules of the base win (UnstyledButton would clear Button's colours).
import '@mantine/core/styles/baseline.css';
// Mantine's default variables, without the colours nothing names (src/node/brand/mantine-variables.ts), then the
// brand's theme variables over them (a build's; the dev server's are in the page: src/browser/App.tsx).
import 'virtual:brand.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import './theme.css';
import './site.css';
