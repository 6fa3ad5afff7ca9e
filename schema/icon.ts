import { z } from 'zod';

/** Every icon a block may name. `src/ui/icons.ts` maps each to its Tabler icon; a missing one fails to compile. */
export const iconNames = [
  'alert',
  'award',
  'bath',
  'bolt',
  'building',
  'calendar',
  'camera',
  'certificate',
  'check',
  'clock',
  'droplet',
  'flame',
  'home',
  'leaf',
  'map-pin',
  'phone',
  'pipe',
  'search',
  'settings',
  'shield',
  'snowflake',
  'star',
  'thumb-up',
  'tool',
  'truck',
  'users',
  'wash',
  'wave',
  'wrench',
  'bulb',
] as const;

export const icon = z.enum(iconNames).describe('An icon shown with the item, e.g. wrench or droplet.');
export type IconName = (typeof iconNames)[number];
