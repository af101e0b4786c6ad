import { z } from 'zod';
import { ZEmail, ZPhone } from './auth.ts';
import { ZId, ZIdParam } from './ids.ts';
import { ZCommercialNumber, ZEmailDomain, ZLatitude, ZLongitude, webAddress } from './web-address.ts';
import { COMPANY_SIZES, WORKING_TYPES } from './values/company.ts';
import { ZAdditionalNumber, ZAddressPart, ZBuildingNumber, ZPostalCode } from './national-address.ts';

/** Employer verification: an admin checks the commercial registration. */
export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type TVerificationStatus = (typeof VERIFICATION_STATUSES)[number];
/** What stops a company from paying for a job: an unconfirmed email, an unverified registration, an incomplete profile. */
export const PUBLISH_BLOCKERS = ['email_unverified', 'company_unverified', 'profile_incomplete'] as const;
export type TPublishBlocker = (typeof PUBLISH_BLOCKERS)[number];

const id = ZId;
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const url = webAddress(300);

/** A Saudi VAT registration number: 15 digits, the first and the last a 3 (ZATCA). */
export const VAT_NUMBER_PATTERN = /^3\d{13}3$/;
export const ZVatNumber = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .refine((value) => value === '' || VAT_NUMBER_PATTERN.test(value), { message: 'vat_number' });

/**
 * PUT /api/v1/company/profile: everything the company edits about itself. A field left out keeps its value;
 * null (or an empty string) clears it. lat and lng come together or not at all.
 */
export const ZCompanyProfileInput = z.object({
  foundation_name: z.string().trim().min(2).max(150),
  foundation_name_en: optionalText(150),
  /** Saudi commercial registration numbers are 10 digits (decision 040: the message says which rule failed). */
  commercial_number: ZCommercialNumber.nullable().optional(),
  commercial_file_id: id.nullable().optional(),
  logo_file_id: id.nullable().optional(),
  email_main_domain: ZEmailDomain.nullable().optional(),
  address: optionalText(300),
  lat: ZLatitude.nullable().optional(),
  lng: ZLongitude.nullable().optional(),
  city_id: id.nullable().optional(),
  sector_id: id.nullable().optional(),
  about_company: optionalText(5000),
  members_count: z.enum(COMPANY_SIZES).nullable().optional(),
  working_type: z.enum(WORKING_TYPES).nullable().optional(),
  website: url.nullable().optional(),
  contact_email: ZEmail.nullable().optional(),
  contact_phone: ZPhone.nullable().optional(),
  /** With a VAT number, the company's invoices are standard tax invoices with its details (decision 026). */
  vat_number: ZVatNumber.nullable().optional(),
  /**
   * The one-line address its standard tax invoices carried before decision 198 (the profile address when empty):
   * kept for the invoices of a company that has not given its national address in parts yet.
   */
  invoice_address: optionalText(300),
  /**
   * The national address on its standard tax invoices, in ZATCA's parts (decision 198), with the company's city.
   * With a VAT number the street, building number, district, postal code and city are required (when the city is
   * in Saudi Arabia; elsewhere the street and the city): the server checks the profile as saved.
   */
  street: ZAddressPart.nullable().optional(),
  /** 4 digits; Arabic-Indic digits are read as ASCII. */
  building_number: ZBuildingNumber.nullable().optional(),
  /** 4 digits, when the national address has one. */
  additional_number: ZAdditionalNumber.nullable().optional(),
  district: ZAddressPart.nullable().optional(),
  /** 5 digits. */
  postal_code: ZPostalCode.nullable().optional(),
}).strict().superRefine((value, ctx) => {
  // A point needs both coordinates: the missing one is reported as required.
  const hasLat = value.lat !== null && value.lat !== undefined;
  const hasLng = value.lng !== null && value.lng !== undefined;
  if (hasLat !== hasLng) ctx.addIssue({ code: 'custom', path: [hasLat ? 'lng' : 'lat'], message: 'required' });
}, { when: (payload) => typeof payload.value === 'object' && payload.value !== null });
export type TCompanyProfileInput = z.input<typeof ZCompanyProfileInput>;

const lookupRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** What anyone may see about a company (GET /api/v1/companies/:id). */
export const ZCompanyPublic = z.object({
  id: z.number().int(),
  foundation_name: z.string().describe('In the request language when the other-language name is set'),
  foundation_name_ar: z.string(),
  foundation_name_en: z.string().nullable(),
  logo_url: z.string().nullable(),
  about_company: z.string().nullable(),
  address: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  city: lookupRef,
  sector: lookupRef,
  members_count: z.enum(COMPANY_SIZES).nullable(),
  working_type: z.enum(WORKING_TYPES).nullable(),
  website: z.string().nullable(),
  email_main_domain: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  is_verified: z.boolean(),
  active_jobs_count: z.number().int(),
  member_since: z.string().describe('YYYY-MM-DD'),
});
export type TCompanyPublic = z.infer<typeof ZCompanyPublic>;

/** The company's own profile (GET /api/v1/company/profile): the public part plus private fields and states. */
export const ZCompanyOwn = ZCompanyPublic.extend({
  commercial_number: z.string().nullable(),
  commercial_file: z.object({ id: z.number().int(), original_name: z.string(), url: z.string() }).nullable(),
  logo_file_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  sector_id: z.number().int().nullable(),
  verification_status: z.enum(VERIFICATION_STATUSES),
  verification_note: z.string().nullable(),
  /**
   * New names a verified company asked for, waiting for an administrator (decision 085): until approved, the
   * public names above (and every public page) stay the verified ones.
   */
  name_change: z
    .object({ foundation_name_ar: z.string(), foundation_name_en: z.string().nullable(), requested_at: z.string().describe('When it was asked for, in the caller’s time zone') })
    .nullable(),
  /** Why an administrator did not approve the last names asked for (until the company asks again). */
  name_change_note: z.string().nullable(),
  vat_number: z.string().nullable(),
  /** The one-line invoice address given before the national address in parts (decision 198); never shown on a new invoice once the parts are given. */
  invoice_address: z.string().nullable(),
  /** The national address on its standard tax invoices (decision 198), with `city`. */
  street: z.string().nullable(),
  building_number: z.string().nullable(),
  additional_number: z.string().nullable(),
  district: z.string().nullable(),
  postal_code: z.string().nullable(),
  /**
   * It has a VAT number but not its national address in parts (decision 202, by decision 198's rule): its standard tax
   * invoices carry the one line it gave, and the profile says so until the parts are written.
   */
  lacks_national_address: z.boolean(),
  email_verified: z.boolean(),
  /** What is still missing before the company can pay for a job (keys: email_unverified, company_unverified, profile_incomplete). */
  publish_blockers: z.array(z.enum(PUBLISH_BLOCKERS)),
  /** Whether visitors may open the company's page now (decision 154): once verified, or while a live job names it. */
  is_public: z.boolean(),
});
export type TCompanyOwn = z.infer<typeof ZCompanyOwn>;

export const ZCompanyParams = z.object({ id: ZIdParam });

/** Admin: the list of companies by verification state (GET /api/admin/companies). */
/** Admin: verify or reject a company's registration. */
export const ZCompanyReview = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('verify') }),
  z.object({ decision: z.literal('reject'), reason: z.string().trim().min(3).max(500) }),
]);
export type TCompanyReview = z.input<typeof ZCompanyReview>;

/** Map settings for the address picker (GET /api/v1/map-settings). */
export const ZMapSettings = z.object({
  tile_url: z.string().describe('Leaflet tile URL template, {z}/{x}/{y}'),
  tile_attribution: z.string(),
  /** Place search goes through the API (GET /api/v1/geocode?q=), which calls the configured Nominatim-compatible server. */
  geocoder_enabled: z.boolean(),
  center: z.object({ lat: z.number(), lng: z.number() }),
  zoom: z.number().int(),
});
export type TMapSettings = z.infer<typeof ZMapSettings>;

/** Place searches per address and minute: enough for typing, not for scraping the upstream server through us. */
export const GEOCODE_PER_MINUTE = 30;
export const ZGeocodeQuery = z.object({ q: z.string().trim().min(2).max(200) });
export const ZGeocodeResult = z.object({ label: z.string(), lat: z.number(), lng: z.number() });
export type TGeocodeResult = z.infer<typeof ZGeocodeResult>;
