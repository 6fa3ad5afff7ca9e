/**
 * A line at each tenth of a long step (every `least` items at most), so that a build of thousands of pages says what
 * it is doing: "  cards 4,000 of 10,001 (12 s)". Whole lines, never a carriage return, so a CI log shows them as a
 * terminal does.
 */
export function progressLines(what: string, total: number, elapsed: () => number, least = 500): (done: number) => void {
  const step = Math.max(least, Math.ceil(total / 10));
  // The next tenth to pass: a line as soon as the work reaches it, whatever the batches' sizes.
  let next = step;
  return (done) => {
    if (done < next || done === total) return;
    next = (Math.floor(done / step) + 1) * step;
    console.log(
      `  ${what} ${done.toLocaleString('en-US')} of ` +
        `${total.toLocaleString('en-US')} (${Math.round(elapsed() / 1000)} s)`,
    );
  };
}
