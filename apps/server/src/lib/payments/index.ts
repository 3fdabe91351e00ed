/** The gateway the settings choose (`payment_gateway`), built with its settings. */
import type { PaymentGatewayName } from '@pishkhan/common/payment';
import type { Config } from '../../config/env';
import type { DbOrTx } from '../../db/client';
import { allSettings } from '../../modules/system/settings/setting.service';
import type { PaymentGateway } from './gateway';
import { testGateway } from './test-gateway';
import { ZARINPAL_HOSTS, zarinpalGateway } from './zarinpal';

export * from './gateway';

/** The gateway by name (a payment is verified by the gateway that started it, whatever the setting says now); null when it is not configured. */
export async function gatewayNamed(db: DbOrTx, config: Config, name: PaymentGatewayName, publicBase: string): Promise<PaymentGateway | null> {
  const s = await allSettings(db);
  if (name === 'test') return testGateway({ publicBase });
  const merchantId = String(s.get('zarinpal_merchant_id') ?? '').trim();
  if (!merchantId) return null;
  const baseUrl = config.zarinpalApiUrl ?? (s.get('zarinpal_sandbox') === false ? ZARINPAL_HOSTS.live : ZARINPAL_HOSTS.sandbox);
  return zarinpalGateway({ merchantId, baseUrl, timeoutMs: config.gatewayTimeoutMs });
}

/** The name of the gateway new payments go to (`test` unless the setting names Zarinpal). */
export async function currentGatewayName(db: DbOrTx): Promise<PaymentGatewayName> {
  return (await allSettings(db)).get('payment_gateway') === 'zarinpal' ? 'zarinpal' : 'test';
}

/** The gateway new payments go to. */
export async function currentGateway(db: DbOrTx, config: Config, publicBase: string): Promise<PaymentGateway | null> {
  return gatewayNamed(db, config, await currentGatewayName(db), publicBase);
}

/**
 * The operator's warning at a production start whose payments go to the demo `test` gateway (an order
 * is "paid" by a button, no money moves); null otherwise. The start goes on: a shop may not sell yet.
 */
export async function testGatewayWarning(db: DbOrTx, config: Pick<Config, 'nodeEnv'>): Promise<string | null> {
  if (config.nodeEnv !== 'production' || (await currentGatewayName(db)) !== 'test') return null;
  return (
    'WARNING: payments use the demo "test" gateway (a button pays, no money moves). ' +
    'Before selling, choose Zarinpal in Settings → Payment (payment_gateway) with its merchant id.'
  );
}
