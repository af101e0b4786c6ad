import { z } from 'zod';
import { ZCompanyDeletionPreview } from '../account.ts';
import { endpoint } from '../endpoint.ts';
import { ZDeleteAccount } from '../profile.ts';
import {
  GEOCODE_PER_MINUTE,
  ZCompanyOwn,
  ZCompanyParams,
  ZCompanyProfileInput,
  ZCompanyPublic,
  ZGeocodeQuery,
  ZGeocodeResult,
  ZMapSettings,
} from '../company.ts';

/**
 * Companies: the company's own profile, public company pages, the address map and place search, and the admins'
 * verification of commercial registrations. API module: modules/companies.
 */
export const companiesEndpoints = {
  company: {
    get: endpoint({
      method: 'GET',
      path: '/api/v1/company/profile',
      access: ['COMPANY'],
      response: ZCompanyOwn,
      errors: [404],
      tags: ['companies'],
      summary: 'The company’s own profile, with its registration, verification state and what still stops it from publishing',
    }),
    update: endpoint({
      method: 'PUT',
      path: '/api/v1/company/profile',
      access: ['COMPANY'],
      body: ZCompanyProfileInput,
      response: ZCompanyOwn,
      errors: [404],
      tags: ['companies'],
      summary: 'Save the company’s profile; a complete registration (number and PDF) is sent for admin review',
      description:
        'Fields left out keep their value; null clears one. `commercial_file_id` must be an uploaded file of kind ' +
        '`commercial` and `logo_file_id` one of kind `logo` (POST /api/v1/files first). A replaced file is deleted. ' +
        'Changing the registration of a verified company sends it for review again. New names of a verified company ' +
        'wait for an administrator (`name_change`); the public names stay the verified ones until approved, and ' +
        'saving the public names again takes the request back (decision 085).',
    }),
    withdrawNameChange: endpoint({
      method: 'DELETE',
      path: '/api/v1/company/profile/name-change',
      access: ['COMPANY'],
      response: ZCompanyOwn,
      errors: [404, 409],
      tags: ['companies'],
      summary: 'Take back the new names waiting for review: the verified names stay (409 when none waits)',
    }),
    deletionPreview: endpoint({
      method: 'GET',
      path: '/api/v1/company/account',
      access: ['COMPANY'],
      response: ZCompanyDeletionPreview,
      errors: [404],
      tags: ['companies'],
      summary: 'What deleting the company account would do: the jobs it closes, the invoices it keeps, what stops it',
    }),
    deleteAccount: endpoint({
      method: 'DELETE',
      path: '/api/v1/company/account',
      access: ['COMPANY'],
      stepUp: true,
      body: ZDeleteAccount,
      response: z.null(),
      errors: [404, 409, 429],
      tags: ['companies'],
      summary: 'Delete the company account: confirms with the password, closes its jobs, keeps its tax invoices, ends every session',
      description:
        'The account (names, email, phone, password, sign-in links, sessions), its files and its conversations go. Every job ' +
        'of the company is closed and taken off every list; open online payments are cancelled. Paid payments stay as the ' +
        'tax invoices the law requires the platform to keep, with the buyer as it was frozen at payment (decision 041). ' +
        'Every other member of the company leaves it and is logged out, and its open invitations are withdrawn (decision 126). ' +
        'Refused (409) while a bank transfer of the company waits for review.',
    }),
  },
  companies: {
    get: endpoint({
      method: 'GET',
      path: '/api/v1/companies/:id',
      access: 'public',
      params: ZCompanyParams,
      response: ZCompanyPublic,
      errors: [404],
      tags: ['companies'],
      summary: 'A company’s public profile (never its registration number or document)',
    }),
  },
  maps: {
    settings: endpoint({
      method: 'GET',
      path: '/api/v1/map-settings',
      access: 'public',
      response: ZMapSettings,
      tags: ['companies'],
      summary: 'Tile server, attribution, default centre and zoom of the address map, and whether place search is on',
    }),
    geocode: endpoint({
      method: 'GET',
      path: '/api/v1/geocode',
      access: 'account',
      query: ZGeocodeQuery,
      response: z.array(ZGeocodeResult),
      errors: [429, 503],
      tags: ['companies'],
      summary: 'Search places in the Gulf countries by name, in the request language (Arabic or English)',
      description: `Calls the configured Nominatim-compatible server. 503 when place search is off or the server cannot answer; at most ${GEOCODE_PER_MINUTE} searches a minute per address.`,
    }),
  },
  adminCompanies: {
    /** The rest of the admins' work on companies is the generic admin API (resource `companies`, decision 031). */
    commercialFile: endpoint({
      method: 'GET',
      path: '/api/admin/companies/:id/commercial-file',
      access: ['ADMIN'],
      params: ZCompanyParams,
      response: { raw: 'file', description: 'The PDF', contentTypes: ['application/pdf'] },
      errors: [404],
      tags: ['admin'],
      summary: 'Download the company’s commercial registration (PDF, as an attachment)',
    }),
  },
} as const;
