import type { TCompanyOwn, TCompanyProfileInput } from '@tawzeef/contract';
import { text } from '../../lib/form-data.ts';
import { optionalNumber, optionalText } from '../../lib/form-data.ts';

/** Field names of the company profile form, as posted. */
export type TCompanyFormValues = Record<string, string>;

function optionalChoice<T extends string>(form: FormData, name: string): T | null {
  const value = text(form, name);
  return value === '' ? null : (value as T);
}

/**
 * The form as the API's body (API.company.update). Empty optional fields become null so they are
 * cleared; the file ids come from hidden fields (set by the server after an upload, or the saved ones). Digits of the
 * national address go as typed (Arabic-Indic too): the contract reads them as ASCII.
 */
export function companyProfileInput(form: FormData): TCompanyProfileInput {
  return {
    foundation_name: text(form, 'foundation_name'),
    foundation_name_en: optionalText(form, 'foundation_name_en'),
    commercial_number: optionalText(form, 'commercial_number'),
    commercial_file_id: optionalNumber(form, 'commercial_file_id'),
    logo_file_id: text(form, 'remove_logo') ? null : optionalNumber(form, 'logo_file_id'),
    email_main_domain: optionalText(form, 'email_main_domain'),
    address: optionalText(form, 'address'),
    lat: optionalNumber(form, 'lat'),
    lng: optionalNumber(form, 'lng'),
    city_id: optionalNumber(form, 'city_id'),
    sector_id: optionalNumber(form, 'sector_id'),
    about_company: optionalText(form, 'about_company'),
    members_count: optionalChoice<NonNullable<TCompanyProfileInput['members_count']>>(form, 'members_count'),
    working_type: optionalChoice<NonNullable<TCompanyProfileInput['working_type']>>(form, 'working_type'),
    website: optionalText(form, 'website'),
    contact_email: optionalText(form, 'contact_email'),
    contact_phone: optionalText(form, 'contact_phone'),
    vat_number: optionalText(form, 'vat_number'),
    // The national address in parts (decision 198); the one line given before (invoice_address) is not in the form
    // any more, so it is left out and kept as it is.
    street: optionalText(form, 'street'),
    building_number: optionalText(form, 'building_number'),
    additional_number: optionalText(form, 'additional_number'),
    district: optionalText(form, 'district'),
    postal_code: optionalText(form, 'postal_code'),
  };
}

const str = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** The saved profile as the form's starting values. */
export function companyFormValues(company: TCompanyOwn): TCompanyFormValues {
  return {
    // A verified company's names waiting for review are what it edits (saving them again keeps the request).
    foundation_name: company.name_change?.foundation_name_ar ?? company.foundation_name_ar,
    foundation_name_en: str(company.name_change ? company.name_change.foundation_name_en : company.foundation_name_en),
    commercial_number: str(company.commercial_number),
    commercial_file_id: str(company.commercial_file?.id),
    commercial_file_name: str(company.commercial_file?.original_name),
    logo_file_id: str(company.logo_file_id),
    email_main_domain: str(company.email_main_domain),
    address: str(company.address),
    lat: str(company.lat),
    lng: str(company.lng),
    city_id: str(company.city_id),
    sector_id: str(company.sector_id),
    about_company: str(company.about_company),
    members_count: str(company.members_count),
    working_type: str(company.working_type),
    website: str(company.website),
    contact_email: str(company.contact_email),
    contact_phone: str(company.contact_phone),
    vat_number: str(company.vat_number),
    street: str(company.street),
    building_number: str(company.building_number),
    additional_number: str(company.additional_number),
    district: str(company.district),
    postal_code: str(company.postal_code),
  };
}
