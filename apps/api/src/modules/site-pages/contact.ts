import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { normalizePhone, phoneRun, siteLink, type TLocale, type ZContactInput } from '@tawzeef/contract';
import type { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { activeAdministrators } from '../auth/administrators.ts';
import { HttpError, notFound } from '../../errors.ts';
import { keyedRequest, keyedWrite, recordKeyedWrite } from '../../idempotency-key.ts';
import { countGuess, uncountGuess } from '../auth/queries.ts';
import { fillText, renderMail } from '../delivery/templates.ts';
import type { TNotifier } from '../delivery/notifier.ts';

/** Messages one client address may send in CONTACT_WINDOW_MS, and one email address (a person may share an office's address). */
export const CONTACT_PER_ADDRESS = 5;
export const CONTACT_PER_EMAIL = 3;
const CONTACT_WINDOW_MS = 3_600_000;

export interface TContactDeps {
  db: TDatabase;
  notifier: TNotifier;
  config: Pick<TConfig, 'publicUrl'>;
  log?: { error(details: object, message: string): void };
}

export interface TContactSender {
  userId: number | null;
  address: string;
  locale: TLocale;
}

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

const TEXTS = {
  en: {
    adminSubject: 'Contact form: {subject}',
    adminTitle: 'A new message from the contact form',
    adminFrom: 'From: {name} <{email}>',
    adminPhone: 'Phone: {phone}',
    adminLanguage: 'Written in English: answer in English.',
    adminAction: 'Open in the console',
    senderSubject: 'We received your message: {subject}',
    senderTitle: 'Thank you for writing to us',
    senderBody: 'Hello {name}, we received your message and will answer within two working days at this email address. Here is a copy of what you sent:',
    senderAction: 'Visit Tawzeef',
  },
  ar: {
    adminSubject: 'نموذج التواصل: {subject}',
    adminTitle: 'رسالة جديدة من نموذج التواصل',
    adminFrom: 'من: {name} <{email}>',
    adminPhone: 'الجوال: {phone}',
    adminLanguage: 'كُتبت بالعربية: يُفضّل الرد بالعربية.',
    adminAction: 'افتحها في لوحة الإدارة',
    senderSubject: 'وصلتنا رسالتك: {subject}',
    senderTitle: 'شكرًا لتواصلك معنا',
    senderBody: 'مرحبًا {name}، وصلتنا رسالتك وسنردّ عليك خلال يومي عمل على هذا البريد. هذه نسخة مما أرسلته:',
    senderAction: 'زيارة توظيف',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

/**
 * A message of the contact form: counted per address and per email in the shared throttle table (decision 022),
 * stored, then mailed to every active administrator (each in their language) with a confirmation to the sender in
 * theirs. A filled honeypot is answered like a success and nothing is kept. A mail that fails (the administrators'
 * addresses unreadable included) is logged: the message is in the console either way, and a stored message is never
 * answered 5xx. With an Idempotency-Key a retry answers the same and stores and mails nothing (decision 095; a
 * visitor's key is theirs by address and body).
 */
export async function sendContactMessage(deps: TContactDeps, sender: TContactSender, input: z.output<typeof ZContactInput>, idempotencyHeader?: string | string[]): Promise<{ received: true }> {
  if (input.website && input.website.trim() !== '') return { received: true };
  const keyed = keyedRequest(idempotencyHeader, sender, 'contact_message', input);
  return keyedWrite(
    deps.db,
    keyed,
    async () => {
      const addressHash = hashOf(sender.address);
      const email = input.email;
      const counted = await countGuess(deps.db, [`contact:address:${addressHash}`, `contact:email:${hashOf(email)}`], CONTACT_WINDOW_MS);
      const allowance = (key: string) => (key.startsWith('contact:address:') ? CONTACT_PER_ADDRESS : CONTACT_PER_EMAIL);
      if (counted.some((row) => row.failures > allowance(row.key))) {
        await Promise.all(counted.map((row) => uncountGuess(deps.db, row)));
        throw new HttpError(429, 'contact_throttled');
      }
      const phone = input.phone ? (normalizePhone(input.phone) ?? input.phone) : null;
      const created = await deps.db.transaction(async (tx) => {
        const db = tx as unknown as TDatabase;
        const [row] = await db
          .insert(contactMessages)
          .values({ name: input.name, email, phone, subject: input.subject, message: input.message, locale: sender.locale, user_id: sender.userId, address_hash: addressHash })
          .returning();
        if (!row) throw new Error('contact message insert returned nothing');
        await recordKeyedWrite(db, keyed, row.id);
        return row;
      });
      await mailContactMessage(deps, { ...created, phone }).catch((error: unknown) => {
        const details = { err: error, contactMessageId: created.id };
        if (deps.log) deps.log.error(details, 'contact mails could not be sent');
        else console.error('contact mails could not be sent', details);
      });
      return { received: true as const };
    },
    async () => ({ received: true as const }),
  );
}

async function mailContactMessage(deps: TContactDeps, message: typeof contactMessages.$inferSelect): Promise<void> {
  const values = { name: message.name, email: message.email, subject: message.subject, phone: message.phone ? phoneRun(message.phone) : '' };
  const admins = await activeAdministrators(deps.db);
  const mails = admins.map((admin) => {
    const text = TEXTS[admin.locale];
    const content = renderMail({
      locale: admin.locale,
      title: text.adminTitle,
      paragraphs: [fillText(text.adminFrom, values), ...(message.phone ? [fillText(text.adminPhone, values)] : []), message.subject, message.message, TEXTS[message.locale].adminLanguage],
      action: { label: text.adminAction, url: siteLink(deps.config.publicUrl, admin.locale, `/admin/contact-messages/${message.id}`) },
    });
    return { to: admin.email, subject: fillText(text.adminSubject, values), ...content, locale: admin.locale, purpose: 'contact_admin' };
  });
  const text = TEXTS[message.locale];
  const confirmation = renderMail({
    locale: message.locale,
    title: text.senderTitle,
    paragraphs: [fillText(text.senderBody, values), message.subject, message.message],
    action: { label: text.senderAction, url: siteLink(deps.config.publicUrl, message.locale, '/') },
  });
  mails.push({ to: message.email, subject: fillText(text.senderSubject, values), ...confirmation, locale: message.locale, purpose: 'contact_confirmation' });
  // Side by side: the sender waits for the answer, and each administrator's mail is its own outbox row and attempt.
  await Promise.all(
    mails.map((mail) =>
      deps.notifier.mail(mail).catch((error: unknown) => {
        deps.log?.error({ err: error, contactMessageId: message.id, purpose: mail.purpose }, 'contact mail could not be sent');
      }),
    ),
  );
}

/** An administrator marks a message handled (once: a second time answers 409). */
export async function markContactHandled(db: TDatabase, id: number, adminId: number): Promise<void> {
  const [row] = await db.select({ status: contactMessages.status }).from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound();
  const updated = await db
    .update(contactMessages)
    .set({ status: 'handled', handled_by: adminId, handled_at: new Date() })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'new')))
    .returning({ id: contactMessages.id });
  if (updated.length === 0) throw new HttpError(409, 'contact_already_handled');
}
