import {
  APPROVED_STATUSES,
  centsToDollarString,
  dollarsToCents,
  GatewayRefusedError,
  GatewayUnavailableError,
  verifyHmacSha512,
  type GatewayTransaction,
  type PaymentForm,
  type PaymentFormRequest,
  type PaymentGateway,
} from './gateway';

export interface AuthorizeNetOptions {
  loginId: string;
  transactionKey: string;
  signatureKey: string | undefined;
  /** The JSON API (sandbox: https://apitest.authorize.net/xml/v1/request.api). */
  apiUrl: string;
  /** Accept Hosted's form (sandbox: https://test.authorize.net/payment/payment). */
  formUrl: string;
  timeoutMs: number;
}

interface AnetMessages {
  resultCode: 'Ok' | 'Error';
  message: { code: string; text: string }[];
}

interface HostedPageResponse {
  token?: string;
  messages: AnetMessages;
}

interface TransactionDetailsResponse {
  transaction?: {
    transId: string;
    transactionStatus: string;
    responseCode: number;
    authAmount?: number;
    settleAmount?: number;
    order?: { invoiceNumber?: string };
  };
  messages: AnetMessages;
}

/** E40001 and friends are the API's "transaction not found" family. */
const NOT_FOUND_CODES = new Set(['E00040', 'E00011']);

/**
 * Authorize.Net's JSON API, the two calls Accept Hosted needs: getHostedPaymentPageRequest for a
 * form token and getTransactionDetailsRequest to check what the form reports. The API answers
 * 200 with `messages.resultCode` for its own errors, and its JSON starts with a byte-order mark.
 */
export function authorizeNetGateway(options: AuthorizeNetOptions): PaymentGateway {
  const merchantAuthentication = { name: options.loginId, transactionKey: options.transactionKey };

  async function call<T extends { messages: AnetMessages }>(body: object): Promise<T> {
    let text: string;
    try {
      const res = await fetch(options.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!res.ok) throw new GatewayUnavailableError(`Authorize.Net answered HTTP ${res.status}`);
      text = await res.text();
    } catch (err) {
      if (err instanceof GatewayUnavailableError) throw err;
      throw new GatewayUnavailableError(`Authorize.Net did not answer: ${(err as Error).message}`);
    }
    let parsed: T;
    try {
      parsed = JSON.parse(text.replace(/^\uFEFF/, '')) as T;
    } catch {
      throw new GatewayUnavailableError('Authorize.Net answered something that is not JSON');
    }
    if (!parsed?.messages?.resultCode)
      throw new GatewayUnavailableError('Authorize.Net answered without a result');
    return parsed;
  }

  return {
    name: 'authorize-net',

    async createPaymentForm(request: PaymentFormRequest): Promise<PaymentForm> {
      const settings: Record<string, object> = {
        hostedPaymentReturnOptions: { showReceipt: false },
        hostedPaymentButtonOptions: { text: 'Pay' },
        hostedPaymentPaymentOptions: {
          cardCodeRequired: true,
          showCreditCard: request.showCreditCard,
          showBankAccount: request.showBankAccount,
        },
        hostedPaymentSecurityOptions: { captcha: false },
        hostedPaymentOrderOptions: { show: true },
        hostedPaymentIFrameCommunicatorUrl: { url: request.communicatorUrl },
      };
      const answer = await call<HostedPageResponse>({
        getHostedPaymentPageRequest: {
          merchantAuthentication,
          transactionRequest: {
            transactionType: 'authCaptureTransaction',
            amount: centsToDollarString(request.amountCents),
            order: { invoiceNumber: request.invoiceNumber, description: request.description.slice(0, 255) },
          },
          hostedPaymentSettings: {
            setting: Object.entries(settings).map(([settingName, value]) => ({
              settingName,
              settingValue: JSON.stringify(value),
            })),
          },
        },
      });
      if (answer.messages.resultCode !== 'Ok' || !answer.token) {
        throw new GatewayRefusedError(describe(answer.messages));
      }
      return { token: answer.token, formUrl: options.formUrl };
    },

    async getTransaction(transactionId: string): Promise<GatewayTransaction | null> {
      const answer = await call<TransactionDetailsResponse>({
        getTransactionDetailsRequest: { merchantAuthentication, transId: transactionId },
      });
      if (answer.messages.resultCode !== 'Ok' || !answer.transaction) {
        if (answer.messages.message.some((m) => NOT_FOUND_CODES.has(m.code))) return null;
        throw new GatewayRefusedError(describe(answer.messages));
      }
      const t = answer.transaction;
      return {
        transactionId: String(t.transId),
        status: t.transactionStatus,
        approved: Number(t.responseCode) === 1 && APPROVED_STATUSES.has(t.transactionStatus),
        amountCents: dollarsToCents(t.settleAmount ?? t.authAmount),
        invoiceNumber: t.order?.invoiceNumber ?? null,
      };
    },

    verifyWebhookSignature(rawBody, header) {
      return verifyHmacSha512(rawBody, header, options.signatureKey);
    },
  };
}

const describe = (m: AnetMessages) => m.message.map((x) => `${x.code} ${x.text}`).join('; ') || m.resultCode;
