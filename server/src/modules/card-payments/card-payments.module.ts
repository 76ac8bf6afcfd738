import type { CanopyModule } from '../module';
import { cardPaymentRoutes } from './card-payments.routes';

/** authorize-net/*: form tokens, the provider's notifications, and the sandbox's stand-in form. */
export const cardPaymentsModule = {
  name: 'card-payments',
  async register(api, deps) {
    await api.register(cardPaymentRoutes(deps));
  },
} satisfies CanopyModule;
