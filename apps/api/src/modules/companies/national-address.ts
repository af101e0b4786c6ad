import { eq } from 'drizzle-orm';
import { NATIONAL_ADDRESS_PARTS, REQUIRED_ADDRESS_PARTS } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { cities, countries, type TCompanyRow } from '../../db/schema/index.ts';
import type { TFieldError } from '../../errors.ts';

/** The profile's fields that make up its VAT details (decision 198): a save that gives one of them checks them all. */
const TAX_DETAILS = ['vat_number', 'invoice_address', 'city_id', ...NATIONAL_ADDRESS_PARTS] as const;

type TAddressOf = Pick<TCompanyRow, 'vat_number' | 'city_id' | (typeof NATIONAL_ADDRESS_PARTS)[number]>;

const blank = (value: string | null) => value === null || value.trim() === '';

/** The parts still missing for a standard tax invoice (BR-KSA-63): in Saudi Arabia all but the additional number, elsewhere the street and the city. */
async function missingParts(db: TDatabase, company: TAddressOf): Promise<string[]> {
  if (company.city_id === null) return ['city_id', ...REQUIRED_ADDRESS_PARTS.filter((part) => blank(company[part]))];
  const [city] = await db.select({ country: countries.code }).from(cities).innerJoin(countries, eq(countries.id, cities.country_id)).where(eq(cities.id, company.city_id)).limit(1);
  const needed = city && city.country !== 'SA' ? (['street'] as const) : REQUIRED_ADDRESS_PARTS;
  return needed.filter((part) => blank(company[part]));
}

/**
 * With a VAT number a company's invoices are standard tax invoices, which carry the buyer's national address in
 * ZATCA's parts (decision 198): a save of the profile that gives its VAT details (the number, the address or the city)
 * must leave the street, building number, district, postal code and city given (a city outside Saudi Arabia: the
 * street and the city), each missing one named. A save of other fields (the logo alone) leaves an older profile be.
 */
export async function nationalAddressErrors(db: TDatabase, input: Partial<Record<string, unknown>>, next: TAddressOf): Promise<Record<string, TFieldError>> {
  if (!next.vat_number || !TAX_DETAILS.some((field) => input[field] !== undefined)) return {};
  return Object.fromEntries((await missingParts(db, next)).map((field) => [field, 'vat_address_required' as const]));
}

/**
 * An administrator giving a company a VAT number (or another one) in the console (decision 198): refused while the
 * company has not given its national address, which only the company enters, so that its invoices can be cleared.
 */
export async function vatNumberWithoutAddress(db: TDatabase, current: TAddressOf, vatNumber: string | null): Promise<boolean> {
  if (!vatNumber || vatNumber === current.vat_number) return false;
  return (await missingParts(db, current)).length > 0;
}

/**
 * Whether a company with a VAT number still lacks its national address in parts (decision 202): its standard tax
 * invoices then carry the one line it gave before decision 198, and ZATCA warns of them (BR-KSA-63). The profile's
 * notice and the one-time mail both ask this, by the rule of the profile's check above.
 */
export async function lacksNationalAddress(db: TDatabase, company: TAddressOf): Promise<boolean> {
  if (!company.vat_number) return false;
  return (await missingParts(db, company)).length > 0;
}
