import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { uploadPicture } from './endpoint.ts';
import { useFieldSave } from './field-save.ts';
import { ProblemNote } from './ProblemNote.tsx';
import type { FieldProps } from './ValueFields.tsx';

interface Chosen {
  file: File;
  /** Where the dev server put it; absent while a picture of that name waits for Replace. */
  src?: string;
}

/**
 * A picture of a block: its fields, and "Choose a picture…" (or a file dropped on it). The file goes into
 * public/images/ under a safe name; a picture already there of that name is replaced only when the editor says so;
 * then the editor says what the picture shows, and the picture and its alt text are saved together. `children` are
 * its fields, to change one by hand.
 */
export function PictureField({ name, node, value, path, children }: FieldProps & { children: ReactNode }) {
  const id = useId();
  const { problems, setProblems, run } = useFieldSave(path, undefined);
  const [chosen, setChosen] = useState<Chosen>();
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [dragging, setDragging] = useState(false);
  const current = (value as { src?: string } | undefined)?.src;

  const send = async (file: File, replace = false) => {
    setProblems([]);
    const uploaded = await uploadPicture(file, replace);
    setProblems(uploaded.problems ?? []);
    if (uploaded.ok) return setChosen({ file, src: uploaded.src });
    setChosen(uploaded.reason === 'exists' ? { file } : undefined);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void send(file);
  };
  const use = async () => {
    if (!chosen?.src) return;
    const values = {
      src: chosen.src,
      alt: decorative ? null : alt.trim(),
      decorative: decorative ? true : null,
      width: null,
      height: null,
    };
    if (await run({ kind: 'set-fields', path, values })) {
      setChosen(undefined);
      setAlt('');
      setDecorative(false);
    }
  };

  return (
    <fieldset className="pe-group">
      <legend>{node.title ?? name}</legend>
      {node.description && <p className="pe-help">{node.description}</p>}
      {current && <img className="pe-thumb" src={current} alt="" />}
      <div
        className={`pe-drop${dragging ? ' pe-drop-over' : ''}`}
        onDragOver={(e) => (e.preventDefault(), setDragging(true))}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label className="pe-button pe-choose">
          Choose a picture…
          <input
            type="file"
            accept="image/*"
            className="pe-file-input"
            onChange={(e) => e.target.files?.[0] && void send(e.target.files[0])}
          />
        </label>
        <span className="pe-help">or drop one here (JPEG, PNG, WebP, AVIF, GIF or SVG, at most 20 MB)</span>
      </div>
      {chosen && !chosen.src && (
        <div className="pe-row">
          <button type="button" className="pe-button" onClick={() => void send(chosen.file, true)}>
            Replace it
          </button>
          <button type="button" className="pe-button" onClick={() => (setChosen(undefined), setProblems([]))}>
            Keep the one there
          </button>
        </div>
      )}
      <ProblemNote problems={problems} />
      {chosen?.src && (
        <div className="pe-new-picture" role="group" aria-labelledby={`${id}-new`}>
          <p id={`${id}-new`}>
            Added as <code>public{chosen.src}</code>. Before it is shown: what does it show?
          </p>
          <div className="pe-field">
            <label htmlFor={`${id}-alt`}>What the picture shows</label>
            <textarea
              id={`${id}-alt`}
              className="pe-input"
              rows={2}
              value={alt}
              disabled={decorative}
              onChange={(e) => setAlt(e.target.value)}
              aria-describedby={`${id}-alt-help`}
            />
            <p id={`${id}-alt-help`} className="pe-help">
              A sentence for people who cannot see it, e.g. &quot;Two of our plumbers beside the van outside a Kelowna
              home&quot;.
            </p>
          </div>
          <div className="pe-field">
            <label>
              <input type="checkbox" checked={decorative} onChange={(e) => setDecorative(e.target.checked)} /> It only
              decorates: screen readers skip it
            </label>
          </div>
          <div className="pe-row">
            <button
              type="button"
              className="pe-button"
              disabled={!decorative && !alt.trim()}
              onClick={() => void use()}
            >
              Use this picture
            </button>
            <button type="button" className="pe-button" onClick={() => setChosen(undefined)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {children}
    </fieldset>
  );
}
