// Generated from the folders of src/blocks/ by `npm run gen`.
// Do not edit: add or change a block's folder, then run npm run gen.
// Each block type and the component that draws it, loaded on demand so a page downloads only its own blocks.
import type { ComponentType } from 'react';
import type { BlockType } from '../../blocks/index.ts';
import type { BlockProps } from '../../blocks/block-props.ts';

type Loader<T extends BlockType> = () => Promise<ComponentType<BlockProps<T>>>;

/** A missing, extra or mismatched entry fails to compile. */
export const registry: { readonly [T in BlockType]: Loader<T> } = {
  calculator: () => import('../../blocks/calculator/Calculator.tsx').then((m) => m.Calculator),
  cards: () => import('../../blocks/cards/Cards.tsx').then((m) => m.Cards),
  'contact-details': () => import('../../blocks/contact-details/ContactDetails.tsx').then((m) => m.ContactDetails),
  'contact-form': () => import('../../blocks/contact-form/ContactForm.tsx').then((m) => m.ContactForm),
  cta: () => import('../../blocks/cta/Cta.tsx').then((m) => m.Cta),
  faq: () => import('../../blocks/faq/Faq.tsx').then((m) => m.Faq),
  hero: () => import('../../blocks/hero/Hero.tsx').then((m) => m.Hero),
  list: () => import('../../blocks/list/List.tsx').then((m) => m.List),
  notice: () => import('../../blocks/notice/Notice.tsx').then((m) => m.Notice),
  posts: () => import('../../blocks/posts/Posts.tsx').then((m) => m.Posts),
  pricing: () => import('../../blocks/pricing/Pricing.tsx').then((m) => m.Pricing),
  progress: () => import('../../blocks/progress/Progress.tsx').then((m) => m.Progress),
  services: () => import('../../blocks/services/Services.tsx').then((m) => m.Services),
  sitemap: () => import('../../blocks/sitemap/Sitemap.tsx').then((m) => m.Sitemap),
  stats: () => import('../../blocks/stats/Stats.tsx').then((m) => m.Stats),
  steps: () => import('../../blocks/steps/Steps.tsx').then((m) => m.Steps),
  tabs: () => import('../../blocks/tabs/Tabs.tsx').then((m) => m.Tabs),
  testimonials: () => import('../../blocks/testimonials/Testimonials.tsx').then((m) => m.Testimonials),
  text: () => import('../../blocks/text/Text.tsx').then((m) => m.Text),
};
