import type { z } from 'zod';
import { fieldKinds, type FieldKind, type KindMeta } from '../../schema/kinds.ts';

type Schema = z.core.$ZodType;
type Def = { type: string; [key: string]: unknown };

/**
 * Where the values of a kind are under a schema; a schema with none has no plan (null), so its data is never walked.
 */
type Plan =
  | { type: 'kind'; meta: KindMeta; inner: Plan | null }
  | { type: 'object'; fields: Array<[string, Plan]> }
  | { type: 'array'; element: Plan }
  | {
      type: 'union';
      options: Array<{ schema: Schema; plan: Plan | null }>;
      discriminator?: { key: string; plans: Map<unknown, Plan | null> };
    };

/**
 * One value of a kind: where it is, and the values that hold it (outermost first). Absent optional values come as
 * undefined. The path and holders are made when read, during the visit: most visits read neither.
 */
export interface KindVisit {
  value: unknown;
  meta: KindMeta;
  readonly path: PropertyKey[];
  readonly holders: readonly unknown[];
}

/** A visit reads the walk's own path and holders, which change as it goes on: each is copied when read. */
class Visit implements KindVisit {
  constructor(
    readonly value: unknown,
    readonly meta: KindMeta,
    private readonly pathNow: readonly PropertyKey[],
    private readonly holdersNow: readonly unknown[],
  ) {}

  get path(): PropertyKey[] {
    return [...this.pathNow];
  }

  get holders(): readonly unknown[] {
    return [...this.holdersNow];
  }
}

const wrappers = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional']);
const defOf = (s: Schema) => s._zod.def as unknown as Def;

/**
 * Plans are made once per schema and per set of kinds asked for: a walk then costs one step per value that can hold
 * such a kind. A walk for pictures alone skips every block that has none.
 */
const planners = new Map<string, (schema: Schema) => Plan | null>();

function plannerFor(kinds?: readonly FieldKind[]): (schema: Schema) => Plan | null {
  const key = kinds ? [...kinds].sort().join(' ') : '*';
  let planOf = planners.get(key);
  if (!planOf) planners.set(key, (planOf = planner(kinds && new Set(kinds))));
  return planOf;
}

function planner(kinds?: ReadonlySet<FieldKind>): (schema: Schema) => Plan | null {
  const plans = new WeakMap<Schema, Plan | null>();
  const wanted = (meta: KindMeta | undefined) => (meta && (!kinds || kinds.has(meta.kind)) ? meta : undefined);

  function planOf(schema: Schema): Plan | null {
    if (plans.has(schema)) return plans.get(schema)!;
    // A schema that contains itself (z.lazy) would plan without end: inside itself it counts as holding no kind.
    plans.set(schema, null);
    const plan = makePlan(schema);
    plans.set(schema, plan);
    return plan;
  }

  function makePlan(schema: Schema): Plan | null {
    const meta = wanted(fieldKinds.get(schema));
    const def = defOf(schema);
    if (wrappers.has(def.type) || def.type === 'pipe') {
      const inner = planOf((def.innerType ?? def.in) as Schema);
      return meta ? { type: 'kind', meta, inner: inner?.type === 'kind' ? inner.inner : inner } : inner;
    }
    const inner = innerPlan(def);
    return meta ? { type: 'kind', meta, inner } : inner;
  }

  function innerPlan(def: Def): Plan | null {
    if (def.type === 'object') {
      const fields = Object.entries(def.shape as Record<string, Schema>).flatMap(([key, s]): Array<[string, Plan]> => {
        const plan = planOf(s);
        return plan ? [[key, plan]] : [];
      });
      return fields.length ? { type: 'object', fields } : null;
    }
    if (def.type === 'array') {
      const element = planOf(def.element as Schema);
      return element && { type: 'array', element };
    }
    if (def.type === 'union') {
      const options = (def.options as Schema[]).map((schema) => ({ schema: unwrap(schema), plan: planOf(schema) }));
      if (!options.some((o) => o.plan)) return null;
      const key = def.discriminator;
      if (typeof key !== 'string') return { type: 'union', options };
      // Each value of the discriminator leads to its option's plan: one lookup per value walked.
      const plans = new Map<unknown, Plan | null>();
      for (const { schema, plan } of options) {
        const literal = shapeOf(schema)?.[key];
        for (const tag of (literal && (defOf(unwrap(literal)).values as unknown[] | undefined)) ?? [])
          plans.set(tag, plan);
      }
      return { type: 'union', options, discriminator: { key, plans } };
    }
    return null;
  }

  return planOf;
}

function unwrap(schema: Schema): Schema {
  let def = defOf(schema);
  while (wrappers.has(def.type) || def.type === 'pipe') {
    schema = (def.innerType ?? def.in) as Schema;
    def = defOf(schema);
  }
  return schema;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const shapeOf = (schema: Schema) =>
  defOf(schema).type === 'object' ? (defOf(schema).shape as Record<string, Schema>) : undefined;

/**
 * The option of a union that `value` is: by its discriminator, else the object option that has all its keys, else by
 * its type.
 */
function optionFor(plan: Extract<Plan, { type: 'union' }>, value: unknown): Plan | null {
  const { options, discriminator } = plan;
  if (discriminator) return isRecord(value) ? (discriminator.plans.get(value[discriminator.key]) ?? null) : null;
  if (isRecord(value)) {
    const keys = Object.keys(value);
    return options.find(({ schema }) => shapeOf(schema) && keys.every((k) => k in shapeOf(schema)!))?.plan ?? null;
  }
  const type = Array.isArray(value) ? 'array' : typeof value;
  return options.find(({ schema }) => defOf(schema).type === type)?.plan ?? null;
}

/**
 * Calls `visit` for every value of a kind in `data` (of `kinds` only, when given), read as `schema` describes it:
 * through objects, lists, unions (by discriminator or by keys) and optional or default wrappers. Data that does not fit
 * the schema is skipped there, so this runs on a page that failed its schema check too.
 */
export function visitKinds(
  schema: Schema,
  data: unknown,
  visit: (at: KindVisit) => void,
  kinds?: readonly FieldKind[],
): void {
  const path: PropertyKey[] = [];
  const holders: unknown[] = [];
  const walk = (plan: Plan, value: unknown): void => {
    switch (plan.type) {
      case 'kind':
        visit(new Visit(value, plan.meta, path, holders));
        if (plan.inner && value !== undefined) walk(plan.inner, value);
        return;
      case 'object':
        if (!isRecord(value)) return;
        holders.push(value);
        for (const [key, field] of plan.fields) {
          if (value[key] === undefined && field.type !== 'kind') continue;
          path.push(key);
          walk(field, value[key]);
          path.pop();
        }
        holders.pop();
        return;
      case 'array':
        if (!Array.isArray(value)) return;
        holders.push(value);
        value.forEach((item, i) => {
          path.push(i);
          walk(plan.element, item);
          path.pop();
        });
        holders.pop();
        return;
      case 'union': {
        const option = optionFor(plan, value);
        if (option) walk(option, value);
      }
    }
  };
  const plan = plannerFor(kinds)(schema);
  if (plan) walk(plan, data);
}

/**
 * A copy of `data` with every value of a kind (of `kinds` only, when given) replaced by `map(value, meta)`; parts that
 * hold no such kind are shared, not copied.
 */
export function mapKinds<T>(
  schema: Schema,
  data: T,
  map: (value: unknown, meta: KindMeta) => unknown,
  kinds?: readonly FieldKind[],
): T {
  const copy = (plan: Plan, value: unknown): unknown => {
    switch (plan.type) {
      case 'kind': {
        if (value === undefined) return value;
        const mapped = map(value, plan.meta);
        return plan.inner ? copy(plan.inner, mapped) : mapped;
      }
      case 'object': {
        if (!isRecord(value)) return value;
        const out: Record<string, unknown> = { ...value };
        for (const [key, field] of plan.fields) if (key in value) out[key] = copy(field, value[key]);
        return out;
      }
      case 'array':
        return Array.isArray(value) ? value.map((item) => copy(plan.element, item)) : value;
      case 'union': {
        const option = optionFor(plan, value);
        return option ? copy(option, value) : value;
      }
    }
  };
  const plan = plannerFor(kinds)(schema);
  return (plan ? copy(plan, data) : data) as T;
}
