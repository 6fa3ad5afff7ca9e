import { brandJsonSchema } from './block-json-schema.ts';
import { GroupFields } from './BlockFields.tsx';
import { openInEditor, useHost } from './host.ts';
import { FieldScopeContext } from './field-save.ts';
import { brandEditLabel } from './labels.ts';
import { ProblemNote } from './ProblemNote.tsx';
import type { Editor } from './use-editor.ts';

/** The site's brand, its fields from the site schema, each saved to the site file as a block's field is to its page. */
export function BrandFields({ editor, routes }: { editor: Editor; routes: string[] }) {
  const { source, refused, apply } = editor;
  const { openInEditor: codeEditor } = useHost();
  return (
    <section className="pe-block" aria-label="Site brand" data-hash={source?.hash}>
      <p className="pe-help">Every page shows this brand: a change here changes them all.</p>
      {source ? (
        <>
          {codeEditor && (
            <div className="pe-row">
              <button type="button" className="pe-button" onClick={() => void openInEditor(source.file, 1, 1)}>
                Open {source.file} in editor
              </button>
            </div>
          )}
          <FieldScopeContext value={{ apply, hash: source.hash, label: brandEditLabel, routes }}>
            <GroupFields name="brand" node={brandJsonSchema()} value={source.site?.brand} path={['brand']} required />
          </FieldScopeContext>
        </>
      ) : (
        <ProblemNote problems={refused} onReload={() => window.location.reload()} />
      )}
    </section>
  );
}
