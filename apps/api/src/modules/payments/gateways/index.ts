import type { TConfig } from '../../../config.ts';
import type { TDatabase } from '../../../db/client.ts';
import { moyasarGateway } from './moyasar.ts';
import { testGateway } from './test-gateway.ts';
import { GatewayError, type TPaymentGatewayAdapter } from './types.ts';

export type TGatewayDeps = { db: TDatabase; config: Pick<TConfig, 'publicUrl' | 'paymentGateway' | 'moyasar'> };

/**
 * The adapter of a gateway by name: new checkouts use `config.paymentGateway`; a payment keeps the gateway
 * it was started with (a payment begun in test mode is still checked with the test gateway).
 */
export function gatewayFor(deps: TGatewayDeps, name: string = deps.config.paymentGateway, locale: 'ar' | 'en' = 'ar'): TPaymentGatewayAdapter {
  if (name === 'test') return testGateway(deps.db, deps.config.publicUrl, locale);
  if (name === 'moyasar') {
    if (!deps.config.moyasar) throw new GatewayError('moyasar is not configured (MOYASAR_SECRET_KEY)');
    return moyasarGateway(deps.config.moyasar);
  }
  throw new GatewayError(`unknown payment gateway ${name}`);
}

