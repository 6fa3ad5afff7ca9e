/** Where the build puts the cards; their names are a hash of what they show. */
export const shareCardsFolder = '_share';

/** The size of the picture a shared link shows: what Facebook, LinkedIn, X and messaging apps show largest. */
export const shareCardSize = { width: 1200, height: 630 } as const;

/** The picture a link to a page shows when it is shared, made by the build (src/builder/share-cards.ts). */
export interface ShareCard {
  /** The file under the build, named by its content, e.g. /_share/1a2b3c4d5e6f7a8b.png. */
  src: string;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
}

/** The card's media type: a drawn card is a PNG, a photo a JPEG. */
export const shareCardType = (card: ShareCard) => (card.src.endsWith('.png') ? 'image/png' : 'image/jpeg');
