/** A list of short lines, each marked with a tick (or a cross, for cons): drawn by CSS, so a long list stays light. */
export function TickList({ items, size = 'md', mark = 'check' }: { items: readonly string[]; size?: 'sm' | 'md'; mark?: 'check' | 'cross' }) {
  return (
    <ul className={`marks marks-${mark} marks-${size}`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
