import { API, siteLink, UNSUBSCRIBE_PAGES, type TLocale, type TUnsubscribeList } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { signToken, verifyToken } from '../../db/signed-tokens.ts';

/**
 * The signed links of the scheduled mails' one-click unsubscribe (decision 162): one module for the four lists. Each
 * list signs with its own kept key and purpose, the ones its links were signed with before (so every link already
 * mailed still works): a token of one list is refused by another. The token is `<id>.<HMAC-SHA256, base64url>` and
 * does not expire (an unsubscribe link must keep working for as long as its mail may be read).
 */
const SIGNING: Record<TUnsubscribeList, { key: string; purpose: string; oneClick: { path: string } }> = {
  'job-alert': { key: 'job_alert_unsubscribe_secret', purpose: 'job-alert-unsubscribe', oneClick: API.unsubscribe.jobAlert },
  'saved-search': { key: 'saved_search_unsubscribe_secret', purpose: 'saved-search-unsubscribe', oneClick: API.unsubscribe.savedSearch },
  'recommended-jobs': { key: 'recommendation_mail_unsubscribe_secret', purpose: 'recommendation-mail-unsubscribe', oneClick: API.unsubscribe.recommendedJobs },
  'member-digest': { key: 'member_digest_off_secret', purpose: 'member-digest-off', oneClick: API.unsubscribe.memberDigest },
};

/** The token of `list`'s link for the row `id` (an alert, a saved search, a seeker, a team member). */
export function signUnsubscribe(db: TDatabase, list: TUnsubscribeList, id: number): Promise<string> {
  const { key, purpose } = SIGNING[list];
  return signToken(db, key, purpose, String(id));
}

/** The id a token of `list` was signed for, or null when it was changed, is another list's, or is not one (constant time). */
export async function verifyUnsubscribe(db: TDatabase, list: TUnsubscribeList, token: string | undefined): Promise<number | null> {
  const given = token?.trim() ?? '';
  if (!/^[1-9][0-9]{0,9}\.[A-Za-z0-9_-]{43}$/.test(given)) return null;
  const { key, purpose } = SIGNING[list];
  const payload = await verifyToken(db, key, purpose, given);
  const id = Number(payload);
  return payload !== null && id <= 2_147_483_647 ? id : null;
}

/**
 * A mail's unsubscribe: the page its footer links to (GET shows a confirm button, in the mail's language) and the
 * RFC 8058 headers, whose address a mail client POSTs `List-Unsubscribe=One-Click` to.
 */
export async function unsubscribeLink(db: TDatabase, publicUrl: string, locale: TLocale, list: TUnsubscribeList, id: number) {
  const token = encodeURIComponent(await signUnsubscribe(db, list, id));
  return {
    pageUrl: siteLink(publicUrl, locale, `${UNSUBSCRIBE_PAGES[list]}?token=${token}`),
    // The API's own address (not a page: no language in it).
    headers: { 'List-Unsubscribe': `<${publicUrl + SIGNING[list].oneClick.path}?token=${token}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
