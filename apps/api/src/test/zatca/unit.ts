import { loadConfig, type TConfig } from '../../config.ts';

/** A unit's complete details, as an operator sets them for ZATCA_MODE=simulation (decision 167). */
export const ZATCA_UNIT_ENV = {
  ZATCA_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
  ZATCA_UNIT_ID: 'ed22f1d8-e6a2-1118-9b58-d9a8f11e445f',
  ZATCA_BRANCH_NAME: 'Riyadh Branch',
  ZATCA_BUSINESS_CATEGORY: 'Online recruitment services',
  ZATCA_SELLER_CRN: '1010010000',
  ZATCA_SELLER_STREET: 'King Fahd Road',
  ZATCA_SELLER_BUILDING_NUMBER: '1234',
  ZATCA_SELLER_DISTRICT: 'Al Olaya',
  ZATCA_SELLER_CITY: 'Riyadh',
  ZATCA_SELLER_POSTAL_CODE: '12211',
  // Optional (decision 202): the seller's PlotIdentification, and its two lines on the invoice.
  ZATCA_SELLER_ADDITIONAL_NUMBER: '5678',
};

/** The configuration of a simulation unit talking to the local Fatoora server at `apiUrl`. */
export function zatcaTestConfig(apiUrl: string): TConfig & { zatca: NonNullable<TConfig['zatca']> } {
  const config = loadConfig({ ZATCA_MODE: 'simulation', ZATCA_API_URL: apiUrl, SELLER_VAT_NUMBER: '310122393500003', ...ZATCA_UNIT_ENV });
  return config as TConfig & { zatca: NonNullable<TConfig['zatca']> };
}
