// launch-editor (the library behind Vite's open-in-editor) ships no types: the calls this project makes.
declare module 'launch-editor' {
  /**
   * Opens `file` ("path:line:col") in the editor it finds; `onError` hears why not (the message is null when none was
   * found).
   */
  export default function launchEditor(
    file: string,
    specifiedEditor: string | undefined,
    onError: (file: string, message: string | null) => void,
  ): void;
}
declare module 'launch-editor/guess.js' {
  /**
   * The editor launchEditor would start, and its first arguments: LAUNCH_EDITOR, a known editor running, VISUAL,
   * EDITOR; [null] when none.
   */
  export default function guessEditor(specifiedEditor?: string): [string | null, ...string[]];
}
