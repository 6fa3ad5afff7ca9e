import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { unnamedColours } from '../../core/brand-theme.ts';

const unnamed = new RegExp(`\\s*--mantine-color-(?:${unnamedColours.join('|')})-[\\w-]+\\s*:[^;}]*;?`, 'g');

/** CSS without the variables of the colour families nothing on the site names (unnamedColours). */
export const withoutUnnamedColours = (css: string) => css.replace(unnamed, '');

/**
 * Mantine's default CSS variables (@mantine/core/styles/default-css-variables.css) without those of the colours
 * nothing names: the first part of virtual:brand.css, before the brand's.
 */
export const mantineVariables = () =>
  withoutUnnamedColours(
    readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles/default-css-variables.css'), 'utf8'),
  );
