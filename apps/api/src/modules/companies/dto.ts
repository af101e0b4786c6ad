import { type TCompanyOwn, type TCompanyPublic, type TCompanySize, type TLocale, type TWorkingType } from '@tawzeef/contract';
import type { TCompanyRow } from '../../db/schema/index.ts';
import { fileUrl } from '../files/service.ts';
import { blockersOf } from './publish.ts';
import type { TCompanyView } from './queries.ts';

/** Who reads an answer: the language names are given in, and dates in the caller's time zone. */
export interface TReader {
  locale: TLocale;
  formatDate: (date: Date | null) => string | null;
}

const pick = (locale: TLocale, row: { name_ar: string; name_en: string } | null) =>
  row ? locale === 'en' ? row.name_en : row.name_ar : null;

/** The company's name for a reader of `locale`: the English name when one is set and the reader reads English. */
export function companyNameIn(locale: TLocale, company: Pick<TCompanyRow, 'foundation_name' | 'foundation_name_en'>): string {
  return locale === 'en' && company.foundation_name_en ? company.foundation_name_en : company.foundation_name;
}

export function toCompanyPublic(view: TCompanyView, { locale, formatDate }: TReader, activeJobsCount: number): TCompanyPublic {
  const { company } = view;
  return {
    id: company.id,
    foundation_name: companyNameIn(locale, company),
    foundation_name_ar: company.foundation_name,
    foundation_name_en: company.foundation_name_en,
    logo_url: view.logo ? fileUrl(view.logo) : null,
    about_company: company.about_company,
    address: company.address,
    lat: company.lat,
    lng: company.lng,
    city: view.city ? { id: view.city.id, name: pick(locale, view.city) as string } : null,
    sector: view.sector ? { id: view.sector.id, name: pick(locale, view.sector) as string } : null,
    members_count: company.members_count as TCompanySize | null,
    working_type: company.working_type as TWorkingType | null,
    website: company.website,
    email_main_domain: company.email_main_domain,
    contact_email: company.contact_email,
    contact_phone: company.contact_phone,
    is_verified: company.verification_status === 'verified',
    active_jobs_count: activeJobsCount,
    member_since: (formatDate(company.created_at) as string).slice(0, 10),
  };
}

export function toCompanyOwn(view: TCompanyView, reader: TReader, activeJobsCount: number, { isPublic, lacksNationalAddress }: { isPublic: boolean; lacksNationalAddress: boolean }): TCompanyOwn {
  const { company } = view;
  return {
    ...toCompanyPublic(view, reader, activeJobsCount),
    commercial_number: company.commercial_number,
    commercial_file: view.commercial ? { id: view.commercial.id, original_name: view.commercial.original_name, url: fileUrl(view.commercial) } : null,
    logo_file_id: company.logo_file_id,
    city_id: company.city_id,
    sector_id: company.sector_id,
    verification_status: company.verification_status,
    verification_note: company.verification_note,
    name_change:
      company.name_change_requested_at && company.pending_name_ar !== null
        ? { foundation_name_ar: company.pending_name_ar, foundation_name_en: company.pending_name_en, requested_at: reader.formatDate(company.name_change_requested_at) as string }
        : null,
    name_change_note: company.name_change_note,
    vat_number: company.vat_number,
    invoice_address: company.invoice_address,
    street: company.street,
    building_number: company.building_number,
    additional_number: company.additional_number,
    district: company.district,
    postal_code: company.postal_code,
    lacks_national_address: lacksNationalAddress,
    email_verified: view.user.email_verified_at !== null,
    publish_blockers: blockersOf(company, view.user.email_verified_at),
    is_public: isPublic,
  };
}

