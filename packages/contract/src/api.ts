// Made by lists.test.ts from the folder: do not edit (the test rewrites it).
import type { TEndpointGroup } from './endpoint.ts';
import { accountSecurityEndpoints } from './endpoints/account-security.ts';
import { adminEndpoints } from './endpoints/admin.ts';
import { alertsEndpoints } from './endpoints/alerts.ts';
import { applicationsEndpoints } from './endpoints/applications.ts';
import { authEndpoints } from './endpoints/auth.ts';
import { candidateSearchEndpoints } from './endpoints/candidate-search.ts';
import { candidatesEndpoints } from './endpoints/candidates.ts';
import { channelsEndpoints } from './endpoints/channels.ts';
import { companiesEndpoints } from './endpoints/companies.ts';
import { cvImportEndpoints } from './endpoints/cv-import.ts';
import { deliveryEndpoints } from './endpoints/delivery.ts';
import { exportsEndpoints } from './endpoints/exports.ts';
import { filesEndpoints } from './endpoints/files.ts';
import { healthEndpoints } from './endpoints/health.ts';
import { jobAnalyticsEndpoints } from './endpoints/job-analytics.ts';
import { jobsEndpoints } from './endpoints/jobs.ts';
import { lookupEndpoints } from './endpoints/lookups.ts';
import { membersEndpoints } from './endpoints/members.ts';
import { messageTemplatesEndpoints } from './endpoints/message-templates.ts';
import { messagesEndpoints } from './endpoints/messages.ts';
import { moderationEndpoints } from './endpoints/moderation.ts';
import { packagesEndpoints } from './endpoints/packages.ts';
import { paymentsEndpoints } from './endpoints/payments.ts';
import { pipelineEndpoints } from './endpoints/pipeline.ts';
import { postsEndpoints } from './endpoints/posts.ts';
import { profileEndpoints } from './endpoints/profile.ts';
import { recommendationsEndpoints } from './endpoints/recommendations.ts';
import { reviewsEndpoints } from './endpoints/reviews.ts';
import { salariesEndpoints } from './endpoints/salaries.ts';
import { savedSearchesEndpoints } from './endpoints/saved-searches.ts';
import { screeningQuestionsEndpoints } from './endpoints/screening-questions.ts';
import { searchEndpoints } from './endpoints/search.ts';
import { securityEndpoints } from './endpoints/security.ts';
import { sitePagesEndpoints } from './endpoints/site-pages.ts';
import { suggestionsEndpoints } from './endpoints/suggestions.ts';
import { unsubscribeEndpoints } from './endpoints/unsubscribe.ts';
import { zatcaEndpoints } from './endpoints/zatca.ts';

/**
 * Every endpoint of the API, by group (`API.jobs.get`, `API.adminPayments.review`): the API registers its routes
 * from here and the web's client is typed by it. Each group lives in endpoints/<feature>.ts.
 */
export const API = {
  ...accountSecurityEndpoints,
  ...adminEndpoints,
  ...alertsEndpoints,
  ...applicationsEndpoints,
  ...authEndpoints,
  ...candidateSearchEndpoints,
  ...candidatesEndpoints,
  ...channelsEndpoints,
  ...companiesEndpoints,
  ...cvImportEndpoints,
  ...deliveryEndpoints,
  ...exportsEndpoints,
  ...filesEndpoints,
  ...healthEndpoints,
  ...jobAnalyticsEndpoints,
  ...jobsEndpoints,
  ...lookupEndpoints,
  ...membersEndpoints,
  ...messageTemplatesEndpoints,
  ...messagesEndpoints,
  ...moderationEndpoints,
  ...packagesEndpoints,
  ...paymentsEndpoints,
  ...pipelineEndpoints,
  ...postsEndpoints,
  ...profileEndpoints,
  ...recommendationsEndpoints,
  ...reviewsEndpoints,
  ...salariesEndpoints,
  ...savedSearchesEndpoints,
  ...screeningQuestionsEndpoints,
  ...searchEndpoints,
  ...securityEndpoints,
  ...sitePagesEndpoints,
  ...suggestionsEndpoints,
  ...unsubscribeEndpoints,
  ...zatcaEndpoints,
} as const satisfies Readonly<Record<string, TEndpointGroup>>;

export type TApi = typeof API;
