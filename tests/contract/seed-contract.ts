// What the seeds ask each route to show, from tests/contract/seed-contract.yaml, each with its line there: `npm run
// contract` names that line for each figure a page no longer shows.
import { readFileSync } from 'node:fs';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';

export const seedContractFile = 'tests/contract/seed-contract.yaml';

/** A text a page must show, and where this file says so ("tests/contract/seed-contract.yaml:42"). */
export interface Expected {
  text: string;
  at: string;
}

export interface Slider {
  label: string;
  min: number;
  max: number;
  default: number;
  at: string;
}

export interface RouteContract {
  route: string;
  shows: Expected[];
  cards: Array<{ heading: string; at: string; texts: Expected[] }>;
  faq?: { count: number; at: string };
  calculator?: { sliders: Slider[]; results: Expected[] };
}

/** Every route of the file, in its order. */
export function readSeedContract(file = seedContractFile): RouteContract[] {
  const lines = new LineCounter();
  const doc = parseDocument(readFileSync(file, 'utf8'), { lineCounter: lines });
  if (doc.errors.length) throw new Error(`${file} cannot be read: ${doc.errors[0]!.message}`);
  const at = (node: unknown) => `${file}:${lines.linePos((node as Node).range![0]).line}`;
  const texts = (node: unknown): Expected[] =>
    isSeq(node) ? node.items.map((item) => ({ text: String((item as { value: unknown }).value), at: at(item) })) : [];
  if (!isMap(doc.contents)) throw new Error(`${file} must map each route to its facts.`);
  return doc.contents.items.map(({ key, value }) => {
    const field = (name: string) => (isMap(value) ? value.get(name, true) : undefined);
    const cards = field('cards');
    const faq = field('faq');
    const calculator = field('calculator');
    const sliders = isMap(calculator) ? calculator.get('sliders', true) : undefined;
    return {
      route: String((key as { value: unknown }).value),
      shows: texts(field('shows')),
      cards: isMap(cards)
        ? cards.items.map((pair) => ({
            heading: String((pair.key as { value: unknown }).value),
            at: at(pair.key),
            texts: texts(pair.value),
          }))
        : [],
      ...(isScalar(faq) ? { faq: { count: Number(faq.value), at: at(faq) } } : {}),
      ...(isMap(calculator)
        ? {
            calculator: {
              sliders: isMap(sliders)
                ? sliders.items.map(
                    (pair) =>
                      ({
                        label: String((pair.key as { value: unknown }).value),
                        ...(pair.value as Node).toJSON(),
                        at: at(pair.key),
                      }) as Slider,
                  )
                : [],
              results: texts(calculator.get('results', true)),
            },
          }
        : {}),
    };
  });
}

/** What one route must show. */
export function contractOf(route: string): RouteContract {
  const found = readSeedContract().find((r) => r.route === route);
  if (!found) throw new Error(`${seedContractFile} says nothing of ${route}.`);
  return found;
}
