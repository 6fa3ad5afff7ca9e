import type { ComponentType } from 'react';
import type { BlockOf, BlockType } from '../../../schema/blocks/index.ts';

export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
}

type Loader<T extends BlockType> = () => Promise<ComponentType<BlockProps<T>>>;

/**
 * Each block type and the component that draws it, loaded on demand so a page downloads only its own blocks.
 * A missing, extra or mismatched entry fails to compile.
 */
export const registry: { readonly [T in BlockType]: Loader<T> } = {
  hero: () => import('../blocks/Hero.tsx').then((m) => m.Hero),
  stats: () => import('../blocks/Stats.tsx').then((m) => m.Stats),
  cards: () => import('../blocks/Cards.tsx').then((m) => m.Cards),
  services: () => import('../blocks/Services.tsx').then((m) => m.Services),
  testimonials: () => import('../blocks/Testimonials.tsx').then((m) => m.Testimonials),
  faq: () => import('../blocks/Faq.tsx').then((m) => m.Faq),
  cta: () => import('../blocks/Cta.tsx').then((m) => m.Cta),
  text: () => import('../blocks/Text.tsx').then((m) => m.Text),
  list: () => import('../blocks/List.tsx').then((m) => m.List),
  steps: () => import('../blocks/Steps.tsx').then((m) => m.Steps),
  tabs: () => import('../blocks/Tabs.tsx').then((m) => m.Tabs),
  calculator: () => import('../blocks/Calculator.tsx').then((m) => m.Calculator),
  progress: () => import('../blocks/Progress.tsx').then((m) => m.Progress),
  pricing: () => import('../blocks/Pricing.tsx').then((m) => m.Pricing),
  'contact-form': () => import('../blocks/ContactForm.tsx').then((m) => m.ContactForm),
  'contact-details': () => import('../blocks/ContactDetails.tsx').then((m) => m.ContactDetails),
  posts: () => import('../blocks/Posts.tsx').then((m) => m.Posts),
};
