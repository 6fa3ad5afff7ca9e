/** How a line is marked: a tick (good points), a cross (cons) or a warning sign (warning signs, dangers). */
export type Mark = 'check' | 'cross' | 'warning';

/** A list of short lines, each with its mark: drawn by CSS, so a long list stays light. */
export function MarkList({
  items,
  size = 'md',
  mark = 'check',
}: {
  items: readonly string[];
  size?: 'sm' | 'md';
  mark?: Mark;
}) {
  return (
    <ul className={`marks marks-${mark} marks-${size}`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
