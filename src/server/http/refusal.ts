import { describe, type Code, type ParamsOf } from '../../core/catalogue.ts';
import type { EditProblem } from '../../core/edit-protocol.ts';

/**
 * A refusal of the server's, in the form the page editor reads (src/core/edit-protocol.ts) and with a `message` for
 * any other caller: one problem of the catalogue, about the request rather than a place in a file.
 */
export function refusalBody<C extends Code>(
  code: C,
  params: ParamsOf<C>,
): { ok: false; reason: 'refused'; message: string; problems: EditProblem[] } {
  const described = describe(code, params);
  return {
    ok: false,
    reason: 'refused',
    message: described.message,
    problems: [{ ...described, file: '', line: 1, col: 1, endLine: 1, endCol: 1 }],
  };
}
