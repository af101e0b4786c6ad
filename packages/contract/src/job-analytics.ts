import { z } from 'zod';
import { ZIdParam } from './ids.ts';
import { ZDate } from './profile.ts';

/**
 * Job analytics (issue 49 §3, decision 124): per job and day (Asia/Riyadh), unique visitors of its page, appearances
 * in search results, saves, applications and where the visitors came from; crawlers excluded.
 */

/** Where a job page's visitor came from: the product's own links carry `src` (alert mails, the share card). */
export const VIEW_SOURCES = ['search', 'alert', 'direct', 'shared', 'site', 'external'] as const;
export type TViewSource = (typeof VIEW_SOURCES)[number];

/** The longest period one answer covers, in days. */
export const ANALYTICS_MAX_DAYS = 366;
/** The period when none is asked: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;

/** `?from=&to=` (YYYY-MM-DD, both included); either may be left out. */
export const ZAnalyticsQuery = z
  .object({ from: ZDate.optional(), to: ZDate.optional() })
  .superRefine((value, ctx) => {
    if (!value.from || !value.to) return;
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'analytics_range_order' });
    else if (days + 1 > ANALYTICS_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'analytics_range_long' });
  });
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;

const count = z.number().int().min(0);

/** The counts of a day, a job or a period. `conversion`: applications over views (0–1), null without views. */
export const ZAnalyticsTotals = z.object({
  views: count,
  impressions: count,
  saves: count,
  applications: count,
  conversion: z.number().nullable(),
  sources: z.object(Object.fromEntries(VIEW_SOURCES.map((source) => [source, count])) as Record<TViewSource, typeof count>),
});
export type TAnalyticsTotals = z.infer<typeof ZAnalyticsTotals>;

export const ZAnalyticsDay = z.object({ day: z.string(), views: count, impressions: count, saves: count, applications: count });
export type TAnalyticsDay = z.infer<typeof ZAnalyticsDay>;

const ZPeriod = z.object({ from: z.string(), to: z.string() });

/** GET /api/v1/company/jobs/:id/analytics: one job's days (every day of the period, zeros included). */
export const ZJobAnalytics = z.object({
  job: z.object({ id: z.number().int(), title: z.string(), status: z.string() }),
  period: ZPeriod,
  totals: ZAnalyticsTotals,
  days: z.array(ZAnalyticsDay),
  /**
   * Featured jobs (decision 135): the days of the period it was featured (its paid periods, Riyadh days, a day begun
   * or ended featured counted whole), and its search appearances on those days.
   */
  featured: z.object({ days: z.array(z.string()), impressions: count }),
});
export type TJobAnalytics = z.infer<typeof ZJobAnalytics>;

/** GET /api/v1/company/analytics: the company's jobs together by day, and each job's totals (most viewed first). */
export const ZCompanyAnalytics = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  period: ZPeriod,
  totals: ZAnalyticsTotals,
  days: z.array(ZAnalyticsDay),
  jobs: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.string() }).extend(ZAnalyticsTotals.omit({ sources: true }).shape)),
});
export type TCompanyAnalytics = z.infer<typeof ZCompanyAnalytics>;

/** POST /api/v1/jobs/:id/views: a view of a job's page by a client other than this site's pages (they record their own). */
export const ZJobViewInput = z.strictObject({
  /** The `src` of the page's address (`alert`, `share`, `search`), when it had one. */
  src: z.string().max(32).optional(),
  /** The page's referrer, when the client knows it. */
  referrer: z.string().max(2048).optional(),
});
export const ZJobViewParams = z.object({ id: ZIdParam });

/** The console's views: a company's dashboard, or any job's analytics. */
export const ZAdminCompanyAnalyticsParams = z.object({ id: ZIdParam });
