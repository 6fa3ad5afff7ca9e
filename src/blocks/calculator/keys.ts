const bigSteps: Record<string, number> = { PageUp: 10, PageDown: -10 };
const shiftSteps: Record<string, number> = { ArrowRight: 10, ArrowUp: 10, ArrowLeft: -10, ArrowDown: -10 };

/**
 * A slider's larger steps on a native range input: Page Up and Page Down (as in WAI-ARIA's slider pattern), and Shift
 * with an arrow, move ten steps, held at the bounds (the browser moves a tenth of the range on Page keys and one step
 * on Shift+arrow). Arrows, Home and End stay the browser's own. The input event that follows is the one a drag sends,
 * so the results follow.
 */
export function calculatorKeys(event: KeyboardEvent, target: HTMLElement): boolean {
  if (!(target instanceof HTMLInputElement) || target.type !== 'range') return false;
  const steps = event.shiftKey ? shiftSteps[event.key] : bigSteps[event.key];
  if (steps === undefined) return false;
  const before = target.value;
  target.stepUp(steps);
  if (target.value !== before)
    for (const type of ['input', 'change']) target.dispatchEvent(new Event(type, { bubbles: true }));
  return true;
}
