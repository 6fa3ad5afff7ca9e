import { editorSettings } from './editor-settings.ts';
import type { DataPath } from '../../core/edit-protocol.ts';
import { asNode, kindOf, mergeChoices, neededUnless } from './block-json-schema.ts';
import { PictureField } from './PictureField.tsx';
import { useFieldSave } from './field-save.ts';
import { itemLabel } from './labels.ts';
import { ProblemNote } from './ProblemNote.tsx';
import { ChoiceField, NumberField, SwitchField, TextField, type FieldProps } from './ValueFields.tsx';
import { ColourField } from './ColourField.tsx';

/**
 * The input for a field, chosen by its schema: text, link, colour, number, on/off, choice, list, or group of fields.
 */
export function FieldFor(props: FieldProps) {
  const node = mergeChoices(props.node);
  const field = { ...props, node };
  if (node.const !== undefined) return null;
  if (kindOf(props.node) === 'picture')
    return (
      <PictureField {...field}>
        <GroupFields {...field} bare />
      </PictureField>
    );
  if (node.enum) return <ChoiceField {...field} />;
  if (kindOf(props.node) === 'colour') return <ColourField {...field} />;
  switch (node.type) {
    case 'string':
      return <TextField {...field} />;
    case 'number':
    case 'integer':
      return <NumberField {...field} />;
    case 'boolean':
      return <SwitchField {...field} />;
    case 'array':
      return <ListField {...field} />;
    case 'object':
      return <GroupFields {...field} />;
    default:
      return (
        <p className="pe-help">
          {props.node.title ?? props.name}:{' '}
          {editorSettings.onServer
            ? 'this field is changed in the page file, by the site’s developer.'
            : 'change it in the page file.'}
        </p>
      );
  }
}

/** The fields of a group (a block, a list item, a picture), in the schema's order; `bare` leaves out its frame. */
export function GroupFields({ name, node, value, path, bare = false }: FieldProps & { bare?: boolean }) {
  const data = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const unless = neededUnless(node);
  const titleOf = (key: string) => `“${asNode(node.properties?.[key]).title ?? key}”`;
  // A field under its old name (src/blocks/renamed.ts) is shown only where the page still writes it.
  const shown = Object.entries(node.properties ?? {}).filter(
    ([key, child]) => !asNode(child).deprecated || key in data,
  );
  const fields = shown.map(([key, child]) => (
    <FieldFor
      key={key}
      name={key}
      node={asNode(child)}
      value={data[key]}
      path={[...path, key]}
      required={node.required?.includes(key) ?? false}
      needed={unless.has(key) ? `Needed unless ${unless.get(key)!.map(titleOf).join(' or ')} is set.` : undefined}
    />
  ));
  if (path.length === 2 || bare) return <>{fields}</>;
  return (
    <fieldset className="pe-group">
      <legend>{node.title ?? name}</legend>
      {node.description && <p className="pe-help">{node.description}</p>}
      {fields}
    </fieldset>
  );
}

/** A list: each item with its own fields, moved up or down or removed; a new item starts as a copy of the last. */
function ListField({ name, node, value, path }: FieldProps) {
  const items = Array.isArray(value) ? value : [];
  const { problems, run } = useFieldSave(path, undefined);
  const itemNode = asNode(node.items);
  const full = node.maxItems !== undefined && items.length >= node.maxItems;
  const title = node.title ?? name;
  return (
    <fieldset className="pe-group">
      <legend>{title}</legend>
      {node.description && <p className="pe-help">{node.description}</p>}
      {items.map((item, i) => {
        const label = itemLabel(node, itemNode, i);
        return (
          <div key={i} className="pe-item">
            <FieldFor name={label} node={{ ...itemNode, title: label }} value={item} path={[...path, i]} required />
            <ItemButtons path={[...path, i]} name={label} first={i === 0} last={i === items.length - 1} run={run} />
          </div>
        );
      })}
      <button type="button" className="pe-button" disabled={full} onClick={() => void run({ kind: 'add-item', path })}>
        Add to {title}
      </button>
      <ProblemNote problems={problems} onReload={() => window.location.reload()} />
    </fieldset>
  );
}

function ItemButtons({
  path,
  name,
  first,
  last,
  run,
}: {
  path: DataPath;
  name: string;
  first: boolean;
  last: boolean;
  run: ReturnType<typeof useFieldSave>['run'];
}) {
  return (
    <div className="pe-item-buttons">
      <button
        type="button"
        className="pe-button"
        disabled={first}
        aria-label={`Move up: ${name}`}
        onClick={() => void run({ kind: 'move', path, by: -1 })}
      >
        Move up
      </button>
      <button
        type="button"
        className="pe-button"
        disabled={last}
        aria-label={`Move down: ${name}`}
        onClick={() => void run({ kind: 'move', path, by: 1 })}
      >
        Move down
      </button>
      <button
        type="button"
        className="pe-button"
        aria-label={`Remove: ${name}`}
        onClick={() => void run({ kind: 'remove', path })}
      >
        Remove
      </button>
    </div>
  );
}
