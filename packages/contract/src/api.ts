import type { TEndpointGroup } from './endpoint.ts';
import { alertsEndpoints } from './endpoints/alerts.ts';
import { applicationsEndpoints } from './endpoints/applications.ts';
import { authEndpoints } from './endpoints/auth.ts';
import { candidatesEndpoints } from './endpoints/candidates.ts';
import { companiesEndpoints } from './endpoints/companies.ts';
import { deliveryEndpoints } from './endpoints/delivery.ts';
import { filesEndpoints } from './endpoints/files.ts';
import { healthEndpoints } from './endpoints/health.ts';
import { jobsEndpoints } from './endpoints/jobs.ts';
import { lookupEndpoints } from './endpoints/lookups.ts';
import { paymentsEndpoints } from './endpoints/payments.ts';
import { profileEndpoints } from './endpoints/profile.ts';
import { searchEndpoints } from './endpoints/search.ts';
import { securityEndpoints } from './endpoints/security.ts';

/**
 * Every endpoint of the API, by group (`API.jobs.get`, `API.adminPayments.review`): the API registers its routes
 * from here and the web's client is typed by it. Each group lives in endpoints/<feature>.ts.
 */
export const API = {
  ...healthEndpoints,
  ...authEndpoints,
  ...profileEndpoints,
  ...lookupEndpoints,
  ...filesEndpoints,
  ...deliveryEndpoints,
  ...companiesEndpoints,
  ...jobsEndpoints,
  ...searchEndpoints,
  ...paymentsEndpoints,
  ...applicationsEndpoints,
  ...candidatesEndpoints,
  ...alertsEndpoints,
  ...securityEndpoints,
} as const satisfies Readonly<Record<string, TEndpointGroup>>;

export type TApi = typeof API;
