import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The applications pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    // Job seekers: applications, saved jobs, job alerts (issue 5); companies: the applicants of one job.
    page('my-applications', 'routes/my-applications.tsx'),
    page('saved-jobs', 'routes/saved-jobs.tsx'),
    page('company-jobs/:id/applicants', 'routes/applicants.tsx'),
    // A resource: an applicant's CV file, streamed from the API with the company's token (never a public address).
    page('company-jobs/:id/applicants/:applicationId/cv', 'routes/applicant-cv.tsx'),
    // A resource: the applicant's CV as a PDF, written by the API in the seeker's language (decision 121).
    page('company-jobs/:id/applicants/:applicationId/cv-pdf', 'routes/applicant-cv-pdf.tsx'),
  ],
};
