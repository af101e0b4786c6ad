import { DOMParser } from '@xmldom/xmldom';
import type { TBuyerNationalAddress } from '@tawzeef/contract';
import type { TZatcaConfig } from '../../config.ts';
import type { TFrozenNationalAddress } from '../../db/schema/index.ts';

const ARABIC_LETTERS = /[\u0600-\u06ff]/;

/**
 * The buyer's national address as its invoice reads it (decision 198): in one script, the one its street is written
 * in (an Arabic street: the city's Arabic name; otherwise its English name), so that the line never mixes directions.
 * The same parts go into ZATCA's XML, so the document and its page say the same address.
 */
export function nationalAddressOf(frozen: TFrozenNationalAddress): TBuyerNationalAddress {
  const arabic = ARABIC_LETTERS.test(frozen.street);
  return {
    street: frozen.street,
    building_number: frozen.building_number,
    additional_number: frozen.additional_number,
    district: frozen.district,
    city: arabic ? frozen.city_ar : frozen.city_en,
    postal_code: frozen.postal_code,
    country_code: frozen.country_code,
  };
}

/**
 * Its two lines as the Saudi post writes a national address: the building number, the street and the district, then
 * the city, the postal code and the additional number (`7788 Olaya Street, Al Malaz` / `Riyadh 12836-3456`).
 */
export function nationalAddressLines(address: TBuyerNationalAddress): string {
  const comma = ARABIC_LETTERS.test(address.street) ? '، ' : ', ';
  const first = [[address.building_number, address.street].filter(Boolean).join(' '), address.district].filter(Boolean).join(comma);
  const code = address.postal_code && address.additional_number ? `${address.postal_code}-${address.additional_number}` : address.postal_code;
  return `${first}\n${[address.city, code].filter(Boolean).join(' ')}`;
}

/** The seller's national address (ZATCA_SELLER_*, decision 202) on the same two lines, its additional number with the postal code. */
export const sellerAddressLines = (address: TZatcaConfig['address']): string =>
  nationalAddressLines({
    street: address.street,
    building_number: address.buildingNumber,
    additional_number: address.additionalNumber ?? null,
    district: address.district,
    city: address.city,
    postal_code: address.postalCode,
    country_code: 'SA',
  });

/**
 * The seller's national address as a signed or cleared document says it (its `cac:AccountingSupplierParty`), so that
 * an invoice's page names the address its XML was signed with, whatever `ZATCA_SELLER_*` says later (decision 202).
 */
export function sellerAddressOfXml(xml: string): TBuyerNationalAddress | undefined {
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  const address = document.getElementsByTagNameNS('*', 'AccountingSupplierParty')[0]?.getElementsByTagNameNS('*', 'PostalAddress')[0];
  if (!address) return undefined;
  const text = (name: string) => address.getElementsByTagNameNS('*', name)[0]?.textContent?.trim() || null;
  const street = text('StreetName');
  const city = text('CityName');
  if (!street || !city) return undefined;
  return {
    street,
    building_number: text('BuildingNumber'),
    additional_number: text('PlotIdentification'),
    district: text('CitySubdivisionName'),
    city,
    postal_code: text('PostalZone'),
    country_code: text('IdentificationCode') ?? 'SA',
  };
}
