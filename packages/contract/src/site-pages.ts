import { z } from 'zod';
import { ZEmail, ZPhone } from './auth.ts';
import { CONTACT_MESSAGE_MAX } from './values/site-pages.ts';

/**
 * The site's own pages and the trust around them (decision 033): about us, the terms and conditions, the privacy
 * policy and the business platform, stored in the database and edited by administrators; the contact form; the
 * record of each account's acceptance of the terms and privacy policy.
 */
export const SITE_PAGE_SLUGS = ['about-us', 'terms-conditions', 'privacy-policy', 'busniss-platform'] as const;
export type TSitePageSlug = (typeof SITE_PAGE_SLUGS)[number];
/** The pages an account accepts: a new version of either asks logged-in accounts to accept again. */
export const TERMS_PAGE_SLUG = 'terms-conditions';
export const PRIVACY_PAGE_SLUG = 'privacy-policy';

export const CONTACT_MESSAGE_STATUSES = ['new', 'handled'] as const;
export const TERMS_ACCEPTANCE_SOURCES = ['register', 'prompt'] as const;

export const ZSitePageParams = z.object({ slug: z.string().max(64) });

/** A part of a page, cut at its second-level headings (`id` is the heading's anchor; the part before the first heading has none). */
export const ZSitePageSection = z.object({ id: z.string().nullable(), title: z.string().nullable(), html: z.string() });
export type TSitePageSection = z.infer<typeof ZSitePageSection>;

/** GET /api/v1/pages/{slug}: the page in the request's language; its body is sanitised HTML. */
export const ZSitePage = z.object({
  slug: z.enum(SITE_PAGE_SLUGS),
  title: z.string(),
  summary: z.string(),
  html: z.string(),
  sections: z.array(ZSitePageSection),
  version: z.number().int(),
  updated_at: z.string(),
});
export type TSitePage = z.infer<typeof ZSitePage>;

/** What an administrator writes (the body is sanitised on the server; a change of text adds one to the version). */
const pageTitle = z.string().trim().min(2).max(150);
const pageSummary = z.string().trim().min(10).max(300);
const pageBody = z.string().trim().min(20).max(100_000);
export const ZSitePageUpdate = z.strictObject({
  title_ar: pageTitle,
  title_en: pageTitle,
  summary_ar: pageSummary,
  summary_en: pageSummary,
  body_ar: pageBody,
  body_en: pageBody,
});
export type TSitePageUpdate = z.infer<typeof ZSitePageUpdate>;

const optionalPhone = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), ZPhone.optional());

/** POST /api/v1/contact-messages. `website` is a honeypot: people leave it empty (it is hidden), robots fill it in. */
export const ZContactInput = z.strictObject({
  name: z.string().trim().min(2).max(100),
  email: ZEmail,
  phone: optionalPhone,
  subject: z.string().trim().min(3).max(150),
  message: z.string().trim().min(10).max(CONTACT_MESSAGE_MAX),
  website: z.string().max(500).optional(),
});
export type TContactInput = z.input<typeof ZContactInput>;

export const ZContactReceipt = z.object({ received: z.literal(true) });

/** GET /api/v1/user/terms: the versions in force and what this account last accepted. */
export const ZTermsStatus = z.object({
  terms_version: z.number().int(),
  privacy_version: z.number().int(),
  accepted_terms_version: z.number().int().nullable(),
  accepted_privacy_version: z.number().int().nullable(),
  accepted_at: z.string().nullable(),
  must_accept: z.boolean(),
});
export type TTermsStatus = z.infer<typeof ZTermsStatus>;

/** POST /api/v1/user/terms: the versions the person was shown (a newer one published meanwhile answers 409). */
export const ZTermsAccept = z.strictObject({ terms_version: z.number().int().positive(), privacy_version: z.number().int().positive() });
export type TTermsAccept = z.infer<typeof ZTermsAccept>;
