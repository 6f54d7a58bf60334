/** Made on first use per zone: a formatter with a time zone costs tens of milliseconds to build. */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The day ('YYYY-MM-DD') an instant falls on in a time zone the runtime knows: her 'today' in hers. */
export function dayIn(timeZone: string, instant: Date): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
