import { data } from 'react-router';
import { COMPANY_VIEW_HIDDEN, SOCIAL_NETWORKS, ZLanguageItem, isPublicFileKind, type TAccountProfile, type TLocale, type TLookupKind, type TPrintOptions } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../../lib/server/api.server.ts';
import { localeContext } from '../../../lib/context.ts';
import { newestQualificationsFirst } from '../lists/specs.ts';

type TNames = Pick<TAccountProfile, 'first_name' | 'last_name' | 'ar_first_name' | 'ar_last_name' | 'en_first_name' | 'en_last_name'>;

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The person's name in the page's language when they gave one in it, else the account name. */
export function nameIn(profile: TNames, locale: TLocale): string {
  const first = locale === 'ar' ? profile.ar_first_name : profile.en_first_name;
  const last = locale === 'ar' ? profile.ar_last_name : profile.en_last_name;
  if (first?.trim()) return [first, last].filter((part) => part?.trim()).join(' ');
  return [profile.first_name, profile.last_name].filter(Boolean).join(' ');
}

/** A lookup list's names by id; an unavailable list leaves the names out rather than failing the page. */
async function lookup(args: TApiArgs, kind: TLookupKind, countryId?: number): Promise<Map<number, string>> {
  const result = await api(args).lookups.list({ params: { kind }, query: countryId ? { country_id: countryId } : {} });
  return new Map((result.data ?? []).map((item) => [item.id, item.name]));
}

/** Everything the printable CV shows, names of lookups resolved in the page's language. */
export async function printLoader(args: TApiArgs) {
  const { locale } = args.context.get(localeContext);
  const result = await api(args).profile.get();
  if (!result.ok || !result.data) throw data({ message: result.message }, { status: result.status === 200 ? 500 : result.status });
  const profile = result.data;
  const cv = profile.cv;
  const countryId = numberOf(cv?.country_id);
  // The API prints only what the seeker also shows to companies (decision 086); the form says which those are.
  const [optionsResult, shownResult] = await Promise.all([api(args).cvPrint.getOptions(), api(args).companyView.get()]);
  const options: TPrintOptions = optionsResult.data ?? { print_nationality: false, print_birthdate: false, print_sex: false, print_drive_licence: false };
  const needsNationalities = (options.print_nationality && numberOf(cv?.nationality_id)) || (options.print_drive_licence && numberOf(cv?.drive_licence_nationality_id));
  const [majors, countries, cities, nationalities] = await Promise.all([
    cv?.experiences.some((e) => e.foundation_major_id) ? lookup(args, 'majors') : Promise.resolve(new Map<number, string>()),
    countryId ? lookup(args, 'countries') : Promise.resolve(new Map<number, string>()),
    countryId && numberOf(cv?.city_id) ? lookup(args, 'cities', countryId) : Promise.resolve(new Map<number, string>()),
    needsNationalities ? lookup(args, 'nationalities') : Promise.resolve(new Map<number, string>()),
  ]);
  const sex = textOf(cv?.sex);
  const photoId = numberOf(cv?.photo_file_id);
  const photo = cv?.files.find((f) => f.id === photoId);
  return {
    name: nameIn(profile, locale),
    email: profile.email,
    phone: profile.phone,
    city: cities.get(numberOf(cv?.city_id) ?? 0) ?? null,
    country: countries.get(countryId ?? 0) ?? null,
    photo: photoId ? { id: photoId, url: photo && isPublicFileKind(photo.kind) ? photo.url : null } : null,
    summary: textOf(cv?.summary),
    job: {
      title: textOf(cv?.job_role_title),
      type: textOf(cv?.job_type),
      expectedSalary: numberOf(cv?.expected_salary),
      noticePeriod: numberOf(cv?.notice_period),
      target: textOf(cv?.job_target),
    },
    experiences: (cv?.experiences ?? []).map((e) => ({ ...e, major: e.foundation_major_id ? (majors.get(e.foundation_major_id) ?? null) : null })),
    qualifications: newestQualificationsFirst(cv?.qualifications ?? []),
    skills: cv?.skills ?? [],
    courses: cv?.courses ?? [],
    memberships: cv?.memberships ?? [],
    languages: ZLanguageItem.array().catch([]).parse(cv?.languages ?? []),
    // Decision 038: personal details only when the seeker ticked them.
    printOptions: options,
    shownToCompanies: shownResult.data ?? COMPANY_VIEW_HIDDEN,
    personal: {
      nationality: options.print_nationality ? (nationalities.get(numberOf(cv?.nationality_id) ?? 0) ?? null) : null,
      birthdate: options.print_birthdate ? textOf(cv?.birthdate) : null,
      sex: options.print_sex && (sex === 'male' || sex === 'female') ? (sex as 'male' | 'female') : null,
      driveLicence: options.print_drive_licence ? (nationalities.get(numberOf(cv?.drive_licence_nationality_id) ?? 0) ?? null) : null,
    },
    social: SOCIAL_NETWORKS.flatMap((network) => {
      const url = textOf(cv?.[network]);
      return url ? [{ network, url }] : [];
    }),
    completeness: cv?.completeness?.ratio ?? 0,
  };
}

export type TPrintData = Awaited<ReturnType<typeof printLoader>>;
