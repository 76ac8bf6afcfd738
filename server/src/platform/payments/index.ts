import type { Config } from '../../config';
import type { Db } from '../db';
import { authorizeNetGateway } from './authorize-net';
import type { PaymentGateway } from './gateway';
import { sandboxGateway } from './sandbox';

export * from './card-payments';
export * from './gateway';

/** The gateway the configuration names; authorize-net refuses to start without its credentials. */
export function gatewayFromConfig(config: Config, db: Db): PaymentGateway {
  const p = config.payments;
  if (p.gateway === 'sandbox') return sandboxGateway({ db, signatureKey: p.signatureKey });
  if (!p.loginId || !p.transactionKey) {
    throw new Error(
      'PAYMENT_GATEWAY=authorize-net needs AUTHORIZE_NET_LOGIN_ID and AUTHORIZE_NET_TRANSACTION_KEY.',
    );
  }
  return authorizeNetGateway({
    loginId: p.loginId,
    transactionKey: p.transactionKey,
    signatureKey: p.signatureKey,
    apiUrl: p.apiUrl,
    formUrl: p.formUrl,
    timeoutMs: p.timeoutMs,
  });
}
