import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  ADMIN_PAGE_SIZE_MAX,
  ADMIN_RESOURCE_NAMES,
  ZAdminActionParams,
  ZAdminBody,
  ZAdminDashboard,
  ZAdminList,
  ZAdminQuery,
  ZAdminRecord,
  ZAdminRecordParams,
  ZAdminResourceParams,
} from '../admin.ts';

const resources = ADMIN_RESOURCE_NAMES.map((name) => `\`${name}\``).join(', ');
const checked =
  `Resources: ${resources} (ADMIN_RESOURCES in packages/contract/src/admin.ts declares each one's fields, filters, sorts, ` +
  'search, writes and actions). An unknown resource, record or action answers 404; an operation the resource does not ' +
  'take 405; a field, filter or value it does not take 422 with the field named, in the language of X-locale. ' +
  'Every write is recorded in the audit log (resource `audit-log`).';

/**
 * The operator's console API (decision 031): one generic door for every resource of the declared table. API module:
 * modules/admin.
 */
export const adminEndpoints = {
  adminResources: {
    list: endpoint({
      method: 'GET',
      path: '/api/admin/:resource',
      access: ['ADMIN'],
      params: ZAdminResourceParams,
      query: ZAdminQuery,
      response: ZAdminList,
      errors: [404],
      tags: ['admin'],
      summary: 'A page of a resource’s records: page, per_page (at most ' + ADMIN_PAGE_SIZE_MAX + '), sort (`field` or `-field`), q, filters',
      description: checked,
    }),
    get: endpoint({
      method: 'GET',
      path: '/api/admin/:resource/:id',
      access: ['ADMIN'],
      params: ZAdminRecordParams,
      response: ZAdminRecord,
      errors: [404],
      tags: ['admin'],
      summary: 'One record, with every field an administrator may read',
      description: checked,
    }),
    create: endpoint({
      method: 'POST',
      path: '/api/admin/:resource',
      access: ['ADMIN'],
      params: ZAdminResourceParams,
      body: ZAdminBody,
      response: ZAdminRecord,
      status: 201,
      errors: [404, 405, 409],
      tags: ['admin'],
      summary: 'Create a record (bank accounts and lookups)',
      description: checked,
    }),
    replace: endpoint({
      method: 'PUT',
      path: '/api/admin/:resource/:id',
      access: ['ADMIN'],
      params: ZAdminRecordParams,
      body: ZAdminBody,
      response: ZAdminRecord,
      errors: [404, 405, 409],
      tags: ['admin'],
      summary: 'Change a record: every writable field',
      description: checked,
    }),
    update: endpoint({
      method: 'PATCH',
      path: '/api/admin/:resource/:id',
      access: ['ADMIN'],
      params: ZAdminRecordParams,
      body: ZAdminBody,
      response: ZAdminRecord,
      errors: [404, 405, 409],
      tags: ['admin'],
      summary: 'Change some writable fields of a record',
      description: checked,
    }),
    delete: endpoint({
      method: 'DELETE',
      path: '/api/admin/:resource/:id',
      access: ['ADMIN'],
      params: ZAdminRecordParams,
      response: z.null(),
      errors: [404, 405, 409],
      tags: ['admin'],
      summary: 'Delete a record (bank accounts only: people are suspended, jobs unpublished, lookups kept)',
      description: checked,
    }),
    action: endpoint({
      method: 'POST',
      path: '/api/admin/:resource/:id/:action',
      access: ['ADMIN'],
      stepUp: true,
      params: ZAdminActionParams,
      body: ZAdminBody,
      response: ZAdminRecord,
      errors: [404, 409],
      tags: ['admin'],
      summary: 'Act on a record: users suspend|reactivate; companies verify|reject|revoke|suspend|reactivate; jobs unpublish|restore; payments approve|reject',
      description:
        'Actions that affect a person take `{ "reason": "…" }` (3 to 500 characters), kept in the audit log. An action the ' +
        'record’s state does not allow answers 409. ' +
        checked,
    }),
  },
  adminDashboard: {
    get: endpoint({
      method: 'GET',
      path: '/api/admin/dashboard',
      access: ['ADMIN'],
      response: ZAdminDashboard,
      tags: ['admin'],
      summary: 'The console’s numbers: new seekers and companies by week, jobs posted and live, applications, revenue by month (VAT apart), what waits for review',
    }),
  },
} as const;
