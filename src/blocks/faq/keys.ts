/**
 * A FAQ's keys on native questions, as in WAI-ARIA's accordion pattern: ArrowDown and ArrowUp move to the next and
 * previous question (wrapping), Home and End to the first and last.
 */
export function faqKeys(event: KeyboardEvent, target: HTMLElement): boolean {
  if (target.tagName !== 'SUMMARY' || event.shiftKey) return false;
  const questions = [...(target.closest('.faq')?.querySelectorAll<HTMLElement>(':scope > .faq-item > summary') ?? [])];
  const at = questions.indexOf(target);
  if (at < 0) return false;
  const to = ({ ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: questions.length - 1 } as Record<string, number>)[
    event.key
  ];
  if (to === undefined) return false;
  questions[(to + questions.length) % questions.length]!.focus();
  return true;
}
