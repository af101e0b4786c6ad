import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { FatooraClient } from './fatoora.ts';
import { onboardUnit, OnboardingFailed } from './onboarding.ts';
import { storeOnboardedUnit } from './queue.ts';

/**
 * `npm run zatca:onboard -- --otp 123456` (decision 167): onboards the unit, or rotates it when it is onboarded
 * already (a new key, CSR and CSIDs; the chain goes on). What it prints names no key, token or secret.
 */
export async function runOnboarding(db: TDatabase, config: TConfig, otp: string): Promise<string> {
  if (!config.zatca) throw new OnboardingFailed('ZATCA_MODE is off: set ZATCA_MODE=simulation or production and the unit’s details first');
  if (!/^\d{6}$/.test(otp)) throw new OnboardingFailed('--otp must be the six digits of the one-time code from the Fatoora portal');
  const zatca = config.zatca;
  const unit = await onboardUnit(new FatooraClient(zatca.apiUrl), { zatca, seller: config.seller }, otp);
  await storeOnboardedUnit(db, zatca, unit);
  const warnings = unit.checks.flatMap((check) => check.warnings.map((warning) => `  ${check.kind}: ${warning.code ?? ''} ${warning.message ?? ''}`));
  return [
    `ZATCA unit ${zatca.unitId} onboarded (${zatca.mode}): the four compliance checks passed; the production certificate is valid until ${unit.expiresAt.toISOString().slice(0, 10)}.`,
    ...(warnings.length ? ['ZATCA’s warnings:', ...warnings] : []),
  ].join('\n');
}
