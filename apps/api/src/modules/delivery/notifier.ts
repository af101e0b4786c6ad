import type { TLocale } from '@tawzeef/contract';
import type { TMailAttachment } from '../../db/schema/outbox.ts';

/** How account messages leave the platform: mail and SMS adapters (SMTP or gateway, or the local outboxes). */
export interface TNotifier {
  mail(message: { to: string; subject: string; text: string; html: string; locale: TLocale; purpose: string; attachments?: TMailAttachment[] }): Promise<void>;
  sms(message: { to: string; body: string; locale: TLocale; purpose: string }): Promise<void>;
}
