import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { DataPath, EditProblem, Scalar } from '../../core/edit-protocol.ts';
import { kindOf, type JsonNode } from './block-json-schema.ts';
import { useFieldSave, useFieldScope } from './field-save.ts';
import { ProblemNote } from './ProblemNote.tsx';
import { describe } from '../../core/catalogue.ts';
import { ownProblem } from './endpoint.ts';

export interface FieldProps {
  name: string;
  node: JsonNode;
  value: unknown;
  path: DataPath;
  required: boolean;
  /**
   * A field that may be left out only when another is given, in words (a picture's alt text unless it only decorates).
   */
  needed?: string;
}

/**
 * A label ("optional" only where the field may be left out as it is), the control, the schema's description as help,
 * and why a save was refused.
 */
export function FieldShell({
  id,
  name,
  node,
  required,
  needed,
  problems,
  children,
}: {
  id: string;
  name: string;
  node: JsonNode;
  required: boolean;
  needed?: string;
  problems: EditProblem[];
  children: ReactNode;
}) {
  const help = [needed, node.description].filter(Boolean).join(' ');
  return (
    <div className="pe-field">
      <label htmlFor={id}>
        {node.title ?? name}
        {required || needed ? '' : ' (optional)'}
      </label>
      {children}
      {help && (
        <p id={`${id}-help`} className="pe-help">
          {help}
        </p>
      )}
      <ProblemNote id={`${id}-problem`} problems={problems} onReload={() => window.location.reload()} />
    </div>
  );
}

export const described = (id: string, node: JsonNode, problems: EditProblem[], needed?: string) => ({
  id,
  'aria-describedby':
    [problems.length ? `${id}-problem` : '', node.description || needed ? `${id}-help` : ''].join(' ').trim() ||
    undefined,
  'aria-invalid': problems.length > 0 || undefined,
});

const defaultText = (node: JsonNode) => (node.default === undefined ? undefined : `Default: ${String(node.default)}`);

/**
 * Text and links: Enter or leaving the field saves; an optional field left empty is removed. Links offer the site's
 * pages.
 */
export function TextField({ name, node, value, path, required, needed }: FieldProps) {
  const id = useId();
  const { routes } = useFieldScope();
  const initial = typeof value === 'string' ? value : undefined;
  const [text, setText] = useState(initial ?? '');
  // A save or a change on disk: the field shows the file's value (a refused value stays, to be fixed).
  useEffect(() => setText(initial ?? ''), [initial]);
  const { problems, save, onFocus } = useFieldSave(path, initial);
  const commit = () => save(text === '' && !required ? undefined : text);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void commit();
    }
  };
  const common = {
    ...described(id, node, problems, needed),
    value: text,
    placeholder: defaultText(node),
    onFocus,
    onBlur: () => void commit(),
    onKeyDown,
  };
  return (
    <FieldShell id={id} name={name} node={node} required={required} needed={needed} problems={problems}>
      {kindOf(node) === 'link' ? (
        <>
          <input
            {...common}
            className="pe-input"
            type="text"
            list={`${id}-pages`}
            onChange={(e) => setText(e.target.value)}
          />
          <datalist id={`${id}-pages`}>
            {['call', 'email', ...routes].map((r) => (
              <option key={r} value={r} />
            ))}
          </datalist>
        </>
      ) : (
        <textarea
          {...common}
          className="pe-input"
          rows={Math.min(4, Math.ceil(Math.max(text.length, 1) / 40))}
          onChange={(e) => setText(e.target.value)}
        />
      )}
    </FieldShell>
  );
}

/** Numbers: saved when the field is left or on Enter; the schema's bounds are the input's. */
export function NumberField({ name, node, value, path, required, needed }: FieldProps) {
  const id = useId();
  const initial = typeof value === 'number' ? value : undefined;
  const [text, setText] = useState(initial === undefined ? '' : String(initial));
  useEffect(() => setText(initial === undefined ? '' : String(initial)), [initial]);
  const { problems, setProblems, save, onFocus } = useFieldSave(path, initial);
  const commit = () => {
    if (text.trim() === '') return save(required ? initial : undefined);
    const number = Number(text);
    if (Number.isFinite(number)) return save(number);
    setProblems([ownProblem(describe('not-a-number', { text }))]);
  };
  return (
    <FieldShell id={id} name={name} node={node} required={required} needed={needed} problems={problems}>
      <input
        {...described(id, node, problems, needed)}
        className="pe-input"
        type="number"
        step="any"
        min={node.minimum}
        max={node.maximum}
        value={text}
        placeholder={defaultText(node)}
        onFocus={onFocus}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => void commit()}
        onKeyDown={(e) => e.key === 'Enter' && void commit()}
      />
    </FieldShell>
  );
}

/** On or off, saved at once. */
export function SwitchField({ name, node, value, path, required, needed }: FieldProps) {
  const id = useId();
  const initial = typeof value === 'boolean' ? value : undefined;
  const { problems, save, onFocus } = useFieldSave(path, initial);
  const checked = initial ?? node.default === true;
  return (
    <FieldShell id={id} name={name} node={node} required={required} needed={needed} problems={problems}>
      <input
        {...described(id, node, problems, needed)}
        className="pe-switch"
        type="checkbox"
        role="switch"
        checked={checked}
        onFocus={onFocus}
        onChange={(e) => void save(e.target.checked)}
      />
    </FieldShell>
  );
}

/** One of the schema's choices, saved at once; "not set" removes an optional field. */
export function ChoiceField({ name, node, value, path, required, needed }: FieldProps) {
  const id = useId();
  const initial = value as Scalar | undefined;
  const { problems, save, onFocus } = useFieldSave(path, initial);
  const choices = node.enum as Scalar[];
  return (
    <FieldShell id={id} name={name} node={node} required={required} needed={needed} problems={problems}>
      <select
        {...described(id, node, problems, needed)}
        className="pe-input"
        value={initial === undefined ? '' : String(initial)}
        onFocus={onFocus}
        onChange={(e) =>
          void save(e.target.value === '' ? undefined : choices.find((c) => String(c) === e.target.value))
        }
      >
        {(!required || initial === undefined) && (
          <option value="">{node.default === undefined ? 'Not set' : `Default (${String(node.default)})`}</option>
        )}
        {choices.map((c) => (
          <option key={String(c)} value={String(c)}>
            {String(c)}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
