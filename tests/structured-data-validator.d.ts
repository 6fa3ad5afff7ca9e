// @adobe/structured-data-validator ships no types: the calls the tests make.
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    /** `vocabulary`: schema.org's graph of classes and properties; without it only Google's rules are checked. */
    constructor(vocabulary?: object);
    /** The issues of the nodes of each format (`jsonld`: nodes by their type), errors and warnings. */
    validate(data: { jsonld?: Record<string, object[]> }): Promise<unknown[]>;
  }
}
