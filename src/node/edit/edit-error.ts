import { describe, type Code, type Described, type ParamsOf } from '../../core/catalogue.ts';

/** An edit the endpoint cannot make as asked: a code of the catalogue and its values, for the editor's screen. */
export class EditError extends Error {
  readonly described: Described;

  constructor(...[code, params]: { [C in Code]: [code: C, params: ParamsOf<C>] }[Code]) {
    const described = describe(code as Code, params as never);
    super(described.message);
    this.described = described;
  }
}

/**
 * A change the page editor makes only in the file: why, in a few words (the catalogue adds "so nothing was written").
 */
export const cannotWrite = (why: string) => new EditError('edit-cannot-write', { why });
