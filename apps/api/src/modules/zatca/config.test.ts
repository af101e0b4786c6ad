import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { ZATCA_UNIT_ENV } from '../../test/zatca/unit.ts';
import { zatcaModeLine } from './mode.ts';

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

/** Starts the server (`runServer`) in a child process with `env` added, as an operator would, and returns how it ended. */
function startServerWith(env: Record<string, string>) {
  const script = "import { runServer } from './apps/api/src/run.ts'; runServer(async () => { throw new Error('started'); });";
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
}

describe('ZATCA configuration (decision 167)', () => {
  it('is off by default, and says so', () => {
    const config = loadConfig({});
    expect(config.zatca).toBeUndefined();
    expect(zatcaModeLine(config)).toContain('off');
  });

  it('reads a simulation unit, with ZATCA’s URL for the mode unless one is given, and labels it', () => {
    const config = loadConfig({ ZATCA_MODE: 'simulation', ...ZATCA_UNIT_ENV });
    expect(config.zatca).toMatchObject({
      mode: 'simulation',
      apiUrl: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
      unitId: ZATCA_UNIT_ENV.ZATCA_UNIT_ID,
      crn: '1010010000',
      address: { buildingNumber: '1234', additionalNumber: '5678', postalCode: '12211', city: 'Riyadh' },
    });
    expect(config.zatca?.secretKey).toHaveLength(32);
    expect(zatcaModeLine(config)).toContain('SIMULATION');
    const local = loadConfig({ ZATCA_MODE: 'production', ZATCA_API_URL: 'http://127.0.0.1:9/fatoora/', ...ZATCA_UNIT_ENV });
    expect(local.zatca?.apiUrl).toBe('http://127.0.0.1:9/fatoora');
    expect(zatcaModeLine(local)).toContain('production');
  });

  it.each([
    ['ZATCA_MODE', { ZATCA_MODE: 'sandbox' }],
    ['ZATCA_API_URL', { ZATCA_API_URL: 'fatoora' }],
    ['ZATCA_SELLER_BUILDING_NUMBER', { ZATCA_MODE: 'simulation', ...ZATCA_UNIT_ENV, ZATCA_SELLER_BUILDING_NUMBER: '12' }],
    ['ZATCA_SELLER_POSTAL_CODE', { ZATCA_MODE: 'simulation', ...ZATCA_UNIT_ENV, ZATCA_SELLER_POSTAL_CODE: 'x' }],
    ['ZATCA_SELLER_ADDITIONAL_NUMBER', { ZATCA_MODE: 'simulation', ...ZATCA_UNIT_ENV, ZATCA_SELLER_ADDITIONAL_NUMBER: '123' }],
    ['ZATCA_SELLER_ADDITIONAL_NUMBER', { ZATCA_MODE: 'simulation', ...ZATCA_UNIT_ENV, ZATCA_SELLER_ADDITIONAL_NUMBER: '12345' }],
    ['ZATCA_SELLER_ADDITIONAL_NUMBER', { ZATCA_MODE: 'simulation', ...ZATCA_UNIT_ENV, ZATCA_SELLER_ADDITIONAL_NUMBER: '٥٦٧٨' }],
    ['ZATCA_SELLER_ADDITIONAL_NUMBER', { ZATCA_MODE: 'production', ...ZATCA_UNIT_ENV, ZATCA_SELLER_ADDITIONAL_NUMBER: '56a8' }],
    ['ZATCA_SELLER_CRN', { ZATCA_MODE: 'simulation', ...ZATCA_UNIT_ENV, ZATCA_SELLER_CRN: '' }],
    ['ZATCA_UNIT_ID', { ZATCA_MODE: 'production', ...ZATCA_UNIT_ENV, ZATCA_UNIT_ID: 'a b' }],
  ])('refuses a bad or missing %s with one line naming it', (name, env) => {
    const message = refusal(env as Record<string, string>);
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain(name);
  });

  it('never shows the secret key it refuses', () => {
    const message = refusal({ ZATCA_MODE: 'simulation', ...ZATCA_UNIT_ENV, ZATCA_SECRET_KEY: 'short-secret-value' });
    expect(message).toContain('ZATCA_SECRET_KEY');
    expect(message).not.toContain('short-secret-value');
  });

  it('stops the server at start with exit code 78 and the one line', () => {
    const result = startServerWith({ ZATCA_MODE: 'sandbox' });
    expect(result.status).toBe(78);
    expect(result.stderr.trim()).toBe('Invalid configuration: ZATCA_MODE must be off, simulation or production (got "sandbox")');
  });

  it('takes the seller’s additional number as optional: without it (or empty) the address has none (decision 202)', () => {
    const { ZATCA_SELLER_ADDITIONAL_NUMBER: _, ...rest } = ZATCA_UNIT_ENV;
    expect(loadConfig({ ZATCA_MODE: 'simulation', ...rest }).zatca?.address).not.toHaveProperty('additionalNumber');
    expect(loadConfig({ ZATCA_MODE: 'simulation', ...rest, ZATCA_SELLER_ADDITIONAL_NUMBER: '' }).zatca?.address).not.toHaveProperty('additionalNumber');
    expect(refusal({ ZATCA_MODE: 'simulation', ...ZATCA_UNIT_ENV, ZATCA_SELLER_ADDITIONAL_NUMBER: '٥٦٧٨' })).toBe(
      'Invalid configuration: ZATCA_SELLER_ADDITIONAL_NUMBER must be the 4 digits of the national address additional number, or empty (got "٥٦٧٨")',
    );
  });

  it('stops the server at start with exit code 78 and the one line naming a bad additional number', () => {
    const result = startServerWith({ ZATCA_SELLER_ADDITIONAL_NUMBER: '12' });
    expect(result.status).toBe(78);
    expect(result.stderr.trim()).toBe('Invalid configuration: ZATCA_SELLER_ADDITIONAL_NUMBER must be the 4 digits of the national address additional number, or empty (got "12")');
  });

  it('requires the secret key once the mode is on', () => {
    const { ZATCA_SECRET_KEY: _, ...rest } = ZATCA_UNIT_ENV;
    expect(refusal({ ZATCA_MODE: 'simulation', ...rest })).toBe('Invalid configuration: ZATCA_SECRET_KEY is required when ZATCA_MODE=simulation');
  });
});
