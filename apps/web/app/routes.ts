import { index, layout, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { UNSUBSCRIBE_PAGES } from '@tawzeef/contract';
import { PROFILE_SECTIONS } from './features/profile/sections.ts';
import { LOCALE_SEGMENTS } from './lib/locale-path.ts';

/**
 * Each page answers at its three addresses (SPEC §2): /x (Arabic), /ar/x and /en/x, by the optional segments
 * `ar?/en?` before its path (decision 107): one route, one id. React Router ranks the addresses they make as it ranked
 * three routes of static prefixes, so /fr/x and /news/salaries match as before (routes.test.ts). The server's build
 * of each form takes that form's addresses only (server/route-forms.ts), so /ar/en/x is a 404 as before.
 */
function page(path: string, file: string, children?: RouteConfigEntry[]): RouteConfigEntry {
  return route(path ? `${LOCALE_SEGMENTS}/${path}` : LOCALE_SEGMENTS, file, { id: path || 'home' }, children);
}

/**
 * Pages that use Mantine's components, under its providers (decision 066). A layout's id is its file unless given:
 * the same layout under several parents needs one of its own each.
 */
function mantine(parent: string, children: RouteConfigEntry[]): RouteConfigEntry {
  return layout('components/layouts/mantine.tsx', { id: `mantine-${parent}` }, children);
}

export default [
  // Search engines: one sitemap and one robots.txt for every language.
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('robots.txt', 'routes/robots.tsx'),
  route('sw.js', 'routes/service-worker.tsx'),
  // The lists a search page's filters choose from, by version, in each language (decision 068).
  page('page-lists/:version', 'routes/page-lists.tsx'),
  // What the search boxes suggest as people type (decision 110).
  page('suggestions', 'routes/suggestions.tsx'),
  // Where the jobs of a search near a place are, for its map (decision 141).
  page('find-jobs/places', 'routes/find-jobs-places.tsx'),
  // The options of a passkey's ceremony, asked by the passkey buttons (decision 165).
  page('passkey-options', 'routes/passkey-options.tsx'),
  // registration layout: bare, for the sign-up flow.
  // The sign-up is written in plain elements (decision 066).
  layout('components/layouts/registration.tsx', [page('register', 'routes/register.tsx')]),
  // auth layout: header only, for the short account pages.
  layout('components/layouts/auth.tsx', [
    page('login', 'routes/login.tsx'),
    mantine('auth', [
      page('logout', 'routes/logout.tsx'),
      page('account-deleted', 'routes/account-deleted.tsx'),
      page('forget-password', 'routes/forget-password.tsx'),
      page('reset-password', 'routes/reset-password.tsx'),
      page('otp-code', 'routes/otp-code.tsx'),
      page('verify-email', 'routes/verify-email.tsx'),
      page('auth/:provider', 'routes/oauth-start.tsx'),
      page('usage-agreement', 'routes/usage-agreement.tsx'),
    ]),
  ]),
  // default layout: header and footer.
  layout('components/layouts/default.tsx', [
    mantine('default', [
      page('about-us', 'routes/about-us.tsx'),
      page('blogs', 'routes/blogs.tsx'),
      page('blogs/:id', 'routes/blog.tsx'),
      page('busniss-platform/:id?', 'routes/busniss-platform.tsx'),
      page('company-profile/details/:id', 'routes/company-details.tsx'),
      page('company-profile', 'routes/company-profile.tsx'),
      // Resources of the company pages: its own private files, the map's place search.
      page('company-profile/file/:fileId', 'routes/company/file.tsx'),
      page('company-profile/place-search', 'routes/company/place-search.tsx'),
      page('contact-us', 'routes/contact-us.tsx'),
      page('employee-profile', 'routes/employee-profile.tsx'),
      page('employee-profile/cv/:token', 'routes/employee-cv.tsx'),
      page('hiring-law', 'routes/hiring-law.tsx'),
      // The Labour Law guide's sections (decision 035), one address each.
      page('hiring-law/:section', 'routes/hiring-law-section.tsx'),
      // Messaging (decision 029): the page, its event stream (Server-Sent Events), a message's file, an invitation's .ics.
      page('messages/events', 'routes/messages-events.tsx'),
      page('messages/:id/files/:message', 'routes/messages-file.tsx'),
      page('messages/:id/calendar/:message', 'routes/messages-calendar.tsx'),
      page('messages/:id?', 'routes/messages.tsx'),
      page('news', 'routes/news.tsx'),
      page('news/:id', 'routes/news-item.tsx'),
      page('post-job/:id?', 'routes/post-job.tsx'),
      page('salaries', 'routes/salaries.tsx'),
      page('salary-reports', 'routes/salary-reports.tsx'),
      page('salary-reports/:occupation', 'routes/salary-report.tsx'),
      page('search-on-employee', 'routes/search-on-employee.tsx'),
      // Companies: their named lists of candidates (talent pools, decision 028).
      page('talent-pools', 'routes/talent-pools.tsx'),
      page('talent-pools/:id', 'routes/talent-pool.tsx'),
      // Companies: their saved candidate searches (decision 129) and opening one.
      page('saved-searches', 'routes/saved-searches.tsx'),
      page('saved-searches/:id', 'routes/saved-search-open.tsx'),
      page('terms-conditions', 'routes/terms-conditions.tsx'),
      // The privacy policy (decision 033; PDPL).
      page('privacy-policy', 'routes/privacy-policy.tsx'),
      // Companies: job dashboard, payments and tax invoices (issue 4).
      page('company-jobs', 'routes/company-jobs.tsx'),
      // Companies: their account and security (decision 041).
      page('company-account', 'routes/company-account.tsx'),
      // Every account: the second step of signing in (decision 160).
      page('account-security', 'routes/account-security.tsx'),
      // Companies: the hiring team (decision 116) and an invitation link's landing page.
      page('company-team', 'routes/company-team.tsx'),
      // Reviews of companies (decision 131): a job seeker's review form, the company's answers.
      page('company-profile/:id/review', 'routes/company-review.tsx'),
      page('company-reviews', 'routes/company-reviews.tsx'),
      page('company-invitation', 'routes/company-invitation.tsx'),
      // Companies: message templates in Arabic and English (decision 128).
      page('company-templates', 'routes/company-templates.tsx'),
      // Companies: their library of screening questions (decision 127).
      page('company-screening-questions', 'routes/company-screening-questions.tsx'),
      page('checkout/:jobId', 'routes/checkout.tsx'),
      page('payments', 'routes/payments.tsx'),
      page('payments/export/:format', 'routes/payments-export.tsx'),
      page('payments/return', 'routes/payment-return.tsx'),
      page('invoices/:id', 'routes/invoice.tsx'),
      // ZATCA phase 2 (decision 171): the credit note of a credited payment, and the e-invoice files.
      page('invoices/:id/credit-note', 'routes/credit-note.tsx'),
      page('invoices/:id/e-invoice/:document', 'routes/e-invoice.tsx'),
      // The invoice or credit note as a PDF/A-3b made by the API (decision 180).
      page('invoices/:id/pdf/:document', 'routes/invoice-pdf.tsx'),
      // Administrators: the console (decision 031): the dashboard, every resource's table and record, their files.
      page('admin', 'routes/admin/home.tsx'),
      page('admin/companies/:id/commercial-file', 'routes/admin/company-file.tsx'),
      page('admin/payments/:id/receipt', 'routes/admin/payment-receipt.tsx'),
      page('admin/outbox', 'routes/admin/outbox.tsx'),
      // ZATCA phase 2 (decision 171): the invoicing unit and the queue of e-invoices.
      page('admin/zatca', 'routes/admin/zatca.tsx'),
      // Moderation of job ads (decision 032): held jobs and reports of jobs.
      page('admin/job-reviews', 'routes/admin/job-reviews.tsx'),
      page('admin/job-reports', 'routes/admin/job-reports.tsx'),
      page('admin/job-reports/:id', 'routes/admin/job-report.tsx'),
      page('admin/companies/:id/analytics', 'routes/admin/company-analytics.tsx'),
      page('admin/jobs/:id/analytics', 'routes/admin/job-analytics.tsx'),
      // A console list as a file (decision 122), with the filters of its page.
      page('admin/:resource/export/:format', 'routes/admin/export.tsx'),
      page('admin/:resource', 'routes/admin/resource.tsx'),
      page('admin/:resource/:id', 'routes/admin/record.tsx'),
      // Job seekers: applications, saved jobs, job alerts (issue 5); companies: the applicants of one job.
      page('my-applications', 'routes/my-applications.tsx'),
      page('saved-jobs', 'routes/saved-jobs.tsx'),
      page('job-alerts', 'routes/job-alerts.tsx'),
      // Jobs recommended from the CV (decision 139): all of them (decision 152), those dismissed, with Undo.
      page('recommended-jobs', 'routes/recommended-jobs.tsx'),
      page('recommended-jobs/dismissed', 'routes/recommended-jobs-dismissed.tsx'),
      // The one unsubscribe page of the scheduled mails, at the address each list's mails link to (decision 162).
      ...Object.values(UNSUBSCRIBE_PAGES).map((path) => page(path.slice(1), 'routes/unsubscribe.tsx')),
      page('company-jobs/:id/applicants', 'routes/applicants.tsx'),
      // Job analytics (decision 124): the company's dashboard and one job's numbers.
      page('company-analytics', 'routes/company-analytics.tsx'),
      page('company-jobs/:id/analytics', 'routes/company-job-analytics.tsx'),
      // Featuring a live job for a period (decision 135).
      page('company-jobs/:id/feature', 'routes/company-job-feature.tsx'),
      // A job's applicants as CSV or XLSX (decision 122), with the filters of the applicants page.
      page('company-jobs/:id/applicants/export/:format', 'routes/applicants-export.tsx'),
      // A resource: an applicant's CV file, streamed from the API with the company's token (never a public address).
      page('company-jobs/:id/applicants/:applicationId/cv', 'routes/applicant-cv.tsx'),
      // A resource: the applicant's CV as a PDF, written by the API in the seeker's language (decision 121).
      page('company-jobs/:id/applicants/:applicationId/cv-pdf', 'routes/applicant-cv-pdf.tsx'),
      page('profile', 'routes/profile/layout.tsx', [
        index('routes/profile/overview.tsx', { id: 'profile/index' }),
        ...PROFILE_SECTIONS.map((section) => route(section, `routes/profile/${section}.tsx`, { id: `profile/${section}` })),
        route('privacy', 'routes/profile/privacy.tsx', { id: 'profile/privacy' }),
        route('files', 'routes/profile/files.tsx', { id: 'profile/files' }),
        route('print', 'routes/profile/print.tsx', { id: 'profile/print' }),
        // The CV import (decision 038): read a CV file into a draft, reviewed part by part.
        route('import', 'routes/profile/import.tsx', { id: 'profile/import' }),
        route('file/:id', 'routes/profile/file.$id.tsx', { id: 'profile/file' }),
      ]),
    ]),
    // Pages of plain elements only (decision 066): no Mantine runtime in their first load.
    page('', 'routes/home.tsx'),
    page('majors', 'routes/majors.tsx'),
    page('majors/:id', 'routes/major.tsx'),
    page('bank-accounts', 'routes/bank-accounts.tsx'),
    page('company-profile/:id', 'routes/company-public.tsx'),
    page('jobs/:id?', 'routes/jobs.tsx'),
    page('find-jobs', 'routes/find-jobs.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfigEntry[];

