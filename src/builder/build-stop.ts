/** Why the build stops, in words for whoever runs it: printed alone, without a stack trace, and the build exits 1. */
export class BuildStop extends Error {}
