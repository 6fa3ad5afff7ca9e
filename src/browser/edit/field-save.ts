import { createContext, use, useCallback, useEffect, useRef, useState } from 'react';
import type { DataPath, Edit, EditProblem, Scalar } from '../../core/edit-protocol.ts';
import type { Editor } from './use-editor.ts';

/**
 * What every field of the side panel needs: the text it was shown, how to save, and what a change at a path is called.
 */
export interface FieldScope {
  apply: Editor['apply'];
  hash: string;
  /** An edit's name in the undo list and the status line: "Block 3 (faq): Question 1 › Answer". */
  label: (path: DataPath) => string;
  /** The site's routes, offered in link fields. */
  routes: string[];
}

export const FieldScopeContext = createContext<FieldScope | null>(null);

export function useFieldScope(): FieldScope {
  const scope = use(FieldScopeContext);
  if (!scope) throw new Error('Side panel fields need a FieldScopeContext.');
  return scope;
}

/**
 * Saving one field: `set` a value, or `undefined` to remove an optional field. The text the page showed is taken when
 * the field gets focus, so a change on disk while the editor types is refused rather than written over.
 */
export function useFieldSave(path: DataPath, initial: Scalar | undefined) {
  const scope = useFieldScope();
  const [problems, setProblems] = useState<EditProblem[]>([]);
  const saved = useRef(initial);
  useEffect(() => {
    saved.current = initial;
  }, [initial]);
  const hashAtFocus = useRef<string | undefined>(undefined);
  const onFocus = useCallback(() => {
    hashAtFocus.current ??= scope.hash;
  }, [scope.hash]);

  const run = useCallback(
    async (edit: Exclude<Edit, { kind: 'add-block' }>) => {
      const refused = await scope.apply(edit, scope.label(edit.path), { hash: hashAtFocus.current });
      setProblems(refused);
      if (!refused.length) hashAtFocus.current = undefined;
      return refused.length === 0;
    },
    [scope],
  );

  const save = useCallback(
    async (value: Scalar | undefined) => {
      if (value === saved.current) return;
      const previous = saved.current;
      saved.current = value;
      if (!(await run(value === undefined ? { kind: 'remove', path } : { kind: 'set', path, value })))
        saved.current = previous;
    },
    [path, run],
  );
  return { problems, setProblems, save, run, onFocus };
}
