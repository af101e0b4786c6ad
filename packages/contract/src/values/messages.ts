/** The plain values of messages: no Zod, so a page that shows a list or a limit does not load the schemas (decision 061). */

/** A message's text: plain text (links become clickable where it is shown), at most this many characters. */
export const MESSAGE_BODY_MAX = 4000;
/** An interview lasts from a quarter of an hour to a working day. */
export const INVITATION_DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240] as const;
export const REPORT_REASONS = ['spam', 'harassment', 'scam', 'discrimination', 'other'] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];
/** Where an administrator's decision on a message report stands (decision 097): `acted` removed the message. */
export const MESSAGE_REPORT_STATUSES = ['open', 'dismissed', 'acted'] as const;
export type TMessageReportStatus = (typeof MESSAGE_REPORT_STATUSES)[number];
