import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { formatMessage, siteLink, type TLocale, type TSessionEndedByLink } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { signToken, verifyToken } from '../../db/signed-tokens.ts';
import { HttpError } from '../../errors.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { renderMail } from '../delivery/templates.ts';
import { deviceInWords } from './devices.ts';
import { placeOf } from './places.ts';

const KEY = 'session_link_secret';
const PURPOSE = 'end-session';

/** The web page the new-device mail links to (`?end=`): it asks before it ends anything (a mail scanner's GET ends nothing). */
const END_SESSION_PAGE = '/account-security';

/** IPv6 or IPv4 (an IPv4 address mapped into IPv6, `::ffff:1.2.3.4`, is IPv4). */
const familyOf = (ip: string | null): 'v4' | 'v6' | null => (!ip ? null : /^::ffff:[0-9.]+$/i.test(ip) || !ip.includes(':') ? 'v4' : 'v6');

/**
 * What "a device" is (decision 166): the browser and the system read from the user agent (the words of the sessions
 * list, so a browser's update is the same device) and the address family (IPv4 or IPv6: a different kind of network).
 * The address itself is not part of it: a phone moves between networks every day, and a mail each time is noise.
 */
const deviceKey = (userAgent: string | null, ip: string | null) => `${deviceInWords(userAgent, 'en')}|${familyOf(ip) ?? ''}`;

/**
 * A sign-in is from a new device when the account has had sessions before (the first ever, at sign-up or the first
 * login, is not new: the demo accounts and the tests do not mail themselves) and none of them was on this device.
 * Every session row counts, ended ones too: a device once used stays known.
 */
async function isNewDevice(db: TDatabase, userId: number, sessionId: number, client: { userAgent: string | null; ip: string | null }): Promise<boolean> {
  const earlier = await db.selectDistinct({ user_agent: sessions.user_agent, ip: sessions.ip }).from(sessions).where(and(eq(sessions.user_id, userId), ne(sessions.id, sessionId)));
  if (earlier.length === 0) return false;
  const key = deviceKey(client.userAgent, client.ip);
  return !earlier.some((row) => deviceKey(row.user_agent, row.ip) === key);
}

/** The signed link of one session: ends it without a login. It names nothing but the session. */
const endSessionToken = (db: TDatabase, sessionId: number): Promise<string> => signToken(db, KEY, PURPOSE, String(sessionId));

const TEXTS = {
  en: {
    subject: 'A new sign-in to your Tawzeef account',
    title: 'A new sign-in to your account',
    greeting: 'Hello {name},',
    body: 'Your account was just signed in from a device it has not used before.',
    device: 'Device: {device}',
    address: 'Network address: {ip}',
    place: 'Approximate place: {place} (from the network address, by DB-IP)',
    time: 'Time: {time} (Riyadh time)',
    mine: 'If this was you, there is nothing to do.',
    notMine: 'If it was not you, end that session with the button below, then change your password and turn on the second step on the account security page.',
    end: 'End that session',
  },
  ar: {
    subject: 'تسجيل دخول جديد إلى حسابك في توظيف',
    title: 'تسجيل دخول جديد إلى حسابك',
    greeting: 'مرحبًا {name}،',
    body: 'سُجّل الدخول إلى حسابك الآن من جهاز لم يُستخدم معه من قبل.',
    device: 'الجهاز: {device}',
    address: 'عنوان الشبكة: {ip}',
    place: 'المكان التقريبي: {place} (من عنوان الشبكة، عن DB-IP)',
    time: 'الوقت: {time} (بتوقيت الرياض)',
    mine: 'إن كنت أنت، فلا شيء عليك فعله.',
    notMine: 'إن لم تكن أنت، فأنهِ تلك الجلسة بالزر أدناه، ثم غيّر كلمة المرور وفعّل الخطوة الثانية في صفحة أمان الحساب.',
    end: 'إنهاء تلك الجلسة',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

const TIME_FORMAT: Record<TLocale, string> = { ar: 'ar-SA-u-ca-gregory-nu-latn', en: 'en-GB' };

/** The moment in Riyadh, in the reader's language: "Friday, 27 November 2026 at 17:05". */
const timeIn = (at: Date, locale: TLocale) =>
  new Intl.DateTimeFormat(TIME_FORMAT[locale], { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23', timeZone: 'Asia/Riyadh' }).format(at);

interface TNewSignIn {
  user: { id: number; email: string; first_name: string; locale: TLocale };
  sessionId: number;
  userAgent: string | null;
  ip: string | null;
  at: Date;
}

/** The new-device mail (issue 61 §2): the device in words, the address and its approximate place, the time, and the signed link that ends the session. */
async function mailNewDevice(deps: { db: TDatabase; notifier: TNotifier; publicUrl: string }, signIn: TNewSignIn): Promise<void> {
  const { locale } = signIn.user;
  const text = TEXTS[locale];
  const say = (message: string, params: Record<string, string>) => formatMessage(locale, message, params);
  const token = await endSessionToken(deps.db, signIn.sessionId);
  // Not known for a local or private address: then no line rather than a guess (decision 174).
  const place = placeOf(signIn.ip, locale);
  const mail = renderMail({
    locale,
    title: text.title,
    paragraphs: [
      say(text.greeting, { name: signIn.user.first_name }),
      text.body,
      [
        say(text.device, { device: deviceInWords(signIn.userAgent, locale) }),
        ...(signIn.ip ? [say(text.address, { ip: signIn.ip })] : []),
        ...(place ? [say(text.place, { place })] : []),
        say(text.time, { time: timeIn(signIn.at, locale) }),
      ].join('\n'),
      text.mine,
      text.notMine,
    ],
    action: { label: text.end, url: siteLink(deps.publicUrl, locale, `${END_SESSION_PAGE}?end=${encodeURIComponent(token)}`) },
  });
  await deps.notifier.mail({ to: signIn.user.email, subject: text.subject, ...mail, locale, purpose: 'new_device' });
}

/** Mails the person when a sign-in came from a new device; a failed mail never fails the sign-in. */
export async function noticeNewDevice(deps: { db: TDatabase; notifier: TNotifier; publicUrl: string; onError: (error: unknown) => void }, signIn: TNewSignIn): Promise<void> {
  try {
    if (await isNewDevice(deps.db, signIn.user.id, signIn.sessionId, signIn)) await mailNewDevice(deps, signIn);
  } catch (error) {
    deps.onError(error);
  }
}

/** The link's session ended (as logout ends one); a changed token is 404, a session ended already answers `ended: false`. */
export async function endSessionByLink(db: TDatabase, token: string, now: Date): Promise<TSessionEndedByLink> {
  const payload = await verifyToken(db, KEY, PURPOSE, token);
  const sessionId = payload && /^[1-9][0-9]{0,9}$/.test(payload) ? Number(payload) : null;
  if (sessionId === null) throw new HttpError(404, 'session_link_invalid');
  const [row] = await db.select({ user_id: sessions.user_id, locale: users.locale }).from(sessions).innerJoin(users, eq(users.id, sessions.user_id)).where(eq(sessions.id, sessionId)).limit(1);
  if (!row) throw new HttpError(404, 'session_link_invalid');
  // The session and the ones renewed from it (a refresh makes a new row): the device is signed out, whatever row it holds now.
  const ended = await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(or(eq(sessions.id, sessionId), eq(sessions.origin_id, sessionId)), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id });
  return { ended: ended.length > 0, locale: row.locale === 'en' ? 'en' : 'ar' };
}
