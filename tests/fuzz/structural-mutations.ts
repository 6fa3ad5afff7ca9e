import fc from 'fast-check';
import {
  isAlias,
  isCollection,
  isNode,
  isPair,
  isScalar,
  parseDocument,
  visit,
  type Document,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import { hugeText, nastyText } from './nasty-text.ts';

type Style = 'flow' | 'QUOTE_DOUBLE' | 'QUOTE_SINGLE' | 'BLOCK_LITERAL' | 'BLOCK_FOLDED';

/**
 * A change to the parsed page, kept as plain data so that fast-check can print and shrink it. `slot` picks one
 * item of one map or list in the document (modulo their number): a field, or an item of a list.
 */
export type StructuralStep =
  | { kind: 'remove'; slot: number }
  | { kind: 'duplicate'; slot: number }
  | { kind: 'swap'; slot: number; other: number }
  | { kind: 'set'; slot: number; value: unknown }
  | { kind: 'rename'; slot: number; key: string }
  | { kind: 'alias'; slot: number; target: number }
  | { kind: 'restyle'; slot: number; style: Style };

/**
 * Nested lists or maps, up to 300 levels deep: yaml writes nested maps one level per line, in depth² characters; deeper
 * nesting is made as text.
 */
const deepValue = fc.record({ depth: fc.integer({ min: 1, max: 300 }), map: fc.boolean() }).map(({ depth, map }) => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = map ? { a: value } : [value];
  return value;
});

/** Values of every type, so that text meets numbers, lists and maps, and the other way round. */
const anyValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(Infinity, -Infinity, NaN, -0, 1e308, 2 ** 53 + 1, true, false, null, '', ' ', '0', 'true', 'null'),
  nastyText,
  hugeText,
  fc.array(fc.oneof(fc.integer(), nastyText, fc.boolean(), fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(nastyText, fc.oneof(fc.integer(), nastyText), { maxKeys: 3 }),
  deepValue,
);

const styles: Style[] = ['flow', 'QUOTE_DOUBLE', 'QUOTE_SINGLE', 'BLOCK_LITERAL', 'BLOCK_FOLDED'];

export const structuralStep: fc.Arbitrary<StructuralStep> = fc.oneof(
  fc.record({ kind: fc.constant('remove' as const), slot: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), slot: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), slot: fc.nat(), other: fc.nat() }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('set' as const), slot: fc.nat(), value: anyValue }) },
  fc.record({
    kind: fc.constant('rename' as const),
    slot: fc.nat(),
    key: fc.oneof(nastyText, fc.constantFrom('type', 'title', 'items', 'itmes', '<<', '__proto__')),
  }),
  fc.record({ kind: fc.constant('alias' as const), slot: fc.nat(), target: fc.nat() }),
  fc.record({ kind: fc.constant('restyle' as const), slot: fc.nat(), style: fc.constantFrom(...styles) }),
);

interface Slot {
  parent: YAMLMap | YAMLSeq;
  index: number;
}

/** Every item of every map and list, in document order. */
function slotsOf(doc: Document): Slot[] {
  const slots: Slot[] = [];
  visit(doc, {
    Collection(_, parent) {
      parent.items.forEach((_item, index) => slots.push({ parent, index }));
    },
  });
  return slots;
}

function valueOf({ parent, index }: Slot): unknown {
  const item = parent.items[index];
  return isPair(item) ? item.value : item;
}

function setValue({ parent, index }: Slot, value: unknown): void {
  const item = parent.items[index];
  if (isPair(item)) item.value = value;
  else parent.items[index] = value;
}

function applyStep(doc: Document, step: StructuralStep): void {
  const slots = slotsOf(doc);
  if (slots.length === 0) return;
  const slot = slots[step.slot % slots.length]!;
  const { parent, index } = slot;
  const item = parent.items[index];
  switch (step.kind) {
    case 'remove':
      parent.items.splice(index, 1);
      return;
    case 'duplicate':
      // A copied field is a duplicate key; a copied list item is one more item.
      parent.items.splice(index, 0, (isNode(item) || isPair(item) ? item.clone() : item) as never);
      return;
    case 'swap': {
      const items: unknown[] = parent.items;
      const other = step.other % items.length;
      [items[index], items[other]] = [items[other], item];
      return;
    }
    case 'set':
      setValue(slot, doc.createNode(step.value));
      return;
    case 'rename':
      if (isPair(item)) item.key = doc.createNode(step.key);
      return;
    case 'alias': {
      // The target may contain the slot: then the alias points into its own anchor, which YAML allows to write.
      const target = valueOf(slots[step.target % slots.length]!);
      if (isNode(target) && !isAlias(target)) setValue(slot, doc.createAlias(target));
      return;
    }
    case 'restyle': {
      const value = valueOf(slot);
      if (isScalar(value)) value.type = step.style === 'flow' ? 'PLAIN' : step.style;
      else if (isCollection(value)) value.flow = step.style === 'flow';
      return;
    }
  }
}

/**
 * The text after parsing it, applying the steps to the document and writing it back; unchanged if it cannot be parsed.
 */
export function applyStructuralSteps(text: string, steps: readonly StructuralStep[]): string {
  if (steps.length === 0) return text;
  const doc = parseDocument(text);
  if (doc.errors.length) return text;
  for (const step of steps) applyStep(doc, step);
  try {
    return doc.toString();
  } catch {
    // yaml refuses to write some documents (an alias to a node it cannot name, a node nested too deep): skip those.
    return text;
  }
}
