import type { TConfig } from '../../config.ts';

/**
 * The line the server logs at start about ZATCA phase-2 e-invoicing (decision 167): off, the simulation (no legal
 * effect, labelled as loudly as the test payment gateway's TEST MODE) or production, with the API it talks to.
 */
export function zatcaModeLine(config: Pick<TConfig, 'zatca'>): string {
  const zatca = config.zatca;
  if (!zatca) return 'ZATCA e-invoicing: off (ZATCA_MODE=off): phase-1 tax invoices only, nothing is sent to ZATCA';
  if (zatca.mode === 'simulation') return `ZATCA e-invoicing: SIMULATION / محاكاة (no legal effect) through ${zatca.apiUrl}`;
  return `ZATCA e-invoicing: production through ${zatca.apiUrl}`;
}
