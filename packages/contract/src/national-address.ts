import { z } from 'zod';
import { toAsciiDigits } from './digits.ts';

/**
 * The Saudi national address (العنوان الوطني) a company gives for its tax invoices, in ZATCA's parts (decision 198,
 * rules BR-KSA-63 and BR-KSA-67): street, building number (4 digits), additional number (4 digits, when it has one),
 * district, postal code (5 digits); the city is the company's own. Digits may be typed in Arabic-Indic or Persian
 * and with spaces: they are stored as ASCII digits. Empty clears a part.
 */
export const BUILDING_NUMBER_LENGTH = 4;
export const POSTAL_CODE_LENGTH = 5;
/** ZATCA's field limit for a street or a district (BR-KSA-F-06). */
export const ADDRESS_PART_MAX = 127;

const digits = (length: number, message: 'building_number_digits' | 'additional_number_digits' | 'postal_code_digits') =>
  z
    .string()
    .trim()
    .transform((value) => toAsciiDigits(value).replace(/[\s\u200e\u200f]/g, ''))
    .superRefine((value, ctx) => {
      if (value !== '' && !new RegExp(`^\\d{${length}}$`).test(value)) ctx.addIssue({ code: 'custom', message, params: { length } });
    });

export const ZBuildingNumber = digits(BUILDING_NUMBER_LENGTH, 'building_number_digits');
export const ZAdditionalNumber = digits(BUILDING_NUMBER_LENGTH, 'additional_number_digits');
export const ZPostalCode = digits(POSTAL_CODE_LENGTH, 'postal_code_digits');
export const ZAddressPart = z.string().trim().max(ADDRESS_PART_MAX);

/** The parts a standard tax invoice needs once the company has a VAT number (the additional number is optional). */
export const REQUIRED_ADDRESS_PARTS = ['street', 'building_number', 'district', 'postal_code'] as const;
/** Every part, as the profile's fields name them. */
export const NATIONAL_ADDRESS_PARTS = ['street', 'building_number', 'additional_number', 'district', 'postal_code'] as const;
