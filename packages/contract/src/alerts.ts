import { z } from 'zod';

/** How often a job alert mails its digest. */
export const ALERT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type TAlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ZAlertFrequency = z.enum(ALERT_FREQUENCIES);
