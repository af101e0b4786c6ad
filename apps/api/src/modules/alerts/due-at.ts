import type { TAlertFrequency } from '@tawzeef/contract';

/** When the digest after one at `from` is due: a day, 7 days, or one calendar month later (the 31st → the month's last day). */
export function nextDueAt(frequency: TAlertFrequency, from: Date): Date {
  const next = new Date(from.getTime());
  if (frequency === 'daily') next.setUTCDate(next.getUTCDate() + 1);
  else if (frequency === 'weekly') next.setUTCDate(next.getUTCDate() + 7);
  else {
    const day = next.getUTCDate();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
    next.setUTCDate(Math.min(day, lastDay));
  }
  return next;
}
