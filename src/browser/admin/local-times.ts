// The inbox's times in the reader's own time zone: the server draws them in UTC (src/server/inbox/pages/When.tsx).
const local = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

for (const time of document.querySelectorAll<HTMLTimeElement>('time[data-local]')) {
  const at = new Date(time.dateTime);
  if (!Number.isNaN(at.getTime())) time.textContent = local.format(at);
}
