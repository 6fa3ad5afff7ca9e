/** An edit the endpoint cannot make as asked; its message is for the editor's screen. */
export class EditError extends Error {}
