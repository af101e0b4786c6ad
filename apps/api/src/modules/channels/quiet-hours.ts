/**
 * Quiet hours and the alert day of SMS and WhatsApp messages, in Asia/Riyadh (decision 140). The wall-clock time is
 * read with Intl (the project's date handling, as in jobs/job-mail.ts). A message due inside quiet hours waits:
 * the dispatcher sends nothing then, and the first run after they end sends it.
 */
const RIYADH = 'Asia/Riyadh';

const PARTS = new Intl.DateTimeFormat('en-GB', { timeZone: RIYADH, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });

/** The wall-clock date and time of `at` in Riyadh. */
function riyadhClock(at: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(PARTS.formatToParts(at).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** The Riyadh calendar day of `at` (YYYY-MM-DD): one alert message per channel per such day. */
export function riyadhDay(at: Date): string {
  return riyadhClock(at).day;
}

/** The Riyadh wall-clock hour of `at` (0–23). */
export function riyadhHour(at: Date): number {
  return riyadhClock(at).hour;
}

/** Whether `hour` (0–23) is inside quiet hours from `from` to `to` (from > to crosses midnight; from = to: none). */
export function isQuietHour(hour: number, from: number, to: number): boolean {
  if (from === to) return false;
  return from < to ? hour >= from && hour < to : hour >= from || hour < to;
}
