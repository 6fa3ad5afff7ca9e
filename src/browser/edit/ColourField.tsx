import { useEffect, useId, useRef, useState } from 'react';
import { hexColour } from '../../../schema/hex-colour.ts';
import { useFieldSave } from './field-save.ts';
import { described, FieldShell, type FieldProps } from './ValueFields.tsx';

/**
 * A colour: its hex code, and the browser's colour picker beside it. The code saves on Enter or when left; the picker
 * when it closes on a colour (its change event), not at every step of a drag, each of which would be a save.
 */
export function ColourField({ name, node, value, path, required, needed }: FieldProps) {
  const id = useId();
  const initial = typeof value === 'string' ? value : undefined;
  const [text, setText] = useState(initial ?? '');
  useEffect(() => setText(initial ?? ''), [initial]);
  const { problems, save, onFocus } = useFieldSave(path, initial);
  const commit = (hex: string) => save(hex === '' && !required ? undefined : hex);
  const picker = useRef<HTMLInputElement>(null);
  const latest = useRef(commit);
  latest.current = commit;
  useEffect(() => {
    const input = picker.current!;
    const onChange = () => void latest.current(input.value);
    input.addEventListener('change', onChange);
    return () => input.removeEventListener('change', onChange);
  }, []);
  const shown = hexColour.test(text) ? text.toLowerCase() : typeof node.default === 'string' ? node.default : '#000000';
  return (
    <FieldShell id={id} name={name} node={node} required={required} needed={needed} problems={problems}>
      <div className="pe-colour">
        <input
          {...described(id, node, problems, needed)}
          className="pe-input"
          type="text"
          spellCheck={false}
          value={text}
          placeholder={typeof node.default === 'string' ? `Default: ${node.default}` : undefined}
          onFocus={onFocus}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => void commit(text)}
          onKeyDown={(e) => e.key === 'Enter' && void commit(text)}
        />
        <input
          ref={picker}
          type="color"
          className="pe-swatch"
          aria-label={`${node.title ?? name}: pick a colour`}
          value={shown}
          onFocus={onFocus}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
    </FieldShell>
  );
}
