import type { TAdminResourceName } from '@tawzeef/contract';
import type { TAdminResource } from '../context.ts';
import { auditLogResource } from './audit-log.ts';
import { bankAccountsResource } from './bank-accounts.ts';
import { companiesResource } from './companies.ts';
import { companyReviewsResource } from './company-reviews.ts';
import { jobReportsResource } from './job-reports.ts';
import { jobsResource } from './jobs.ts';
import { messageReportsResource } from './message-reports.ts';
import { citiesResource, countriesResource, majorsResource, nationalitiesResource, occupationsResource, sectorsResource } from './lookups.ts';
import { mailOutboxResource, smsOutboxResource, whatsappOutboxResource } from './outbox.ts';
import { featureOptionsResource } from './feature-options.ts';
import { packagesResource } from './packages.ts';
import { paymentsResource } from './payments.ts';
import { commentsResource, postsResource } from './posts.ts';
import { screeningRulesResource } from './screening-rules.ts';
import { settingsResource } from './settings.ts';
import { contactMessagesResource, sitePagesResource } from './site-pages.ts';
import { usersResource } from './users.ts';

/** The implementation of every resource the contract declares (a missing one is a type error). */
export const ADMIN_RESOURCE_TABLE: Record<TAdminResourceName, TAdminResource> = {
  users: usersResource,
  companies: companiesResource,
  jobs: jobsResource,
  'job-reports': jobReportsResource,
  'screening-rules': screeningRulesResource,
  payments: paymentsResource,
  packages: packagesResource,
  'feature-options': featureOptionsResource,
  'bank-accounts': bankAccountsResource,
  settings: settingsResource,
  countries: countriesResource,
  cities: citiesResource,
  nationalities: nationalitiesResource,
  majors: majorsResource,
  sectors: sectorsResource,
  occupations: occupationsResource,
  pages: sitePagesResource,
  'contact-messages': contactMessagesResource,
  'mail-outbox': mailOutboxResource,
  'sms-outbox': smsOutboxResource,
  'whatsapp-outbox': whatsappOutboxResource,
  posts: postsResource,
  comments: commentsResource,
  'company-reviews': companyReviewsResource,
  'message-reports': messageReportsResource,
  'audit-log': auditLogResource,
};
