import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Authorize.Net: its JSON API (getHostedPaymentPageRequest,
 * getTransactionDetailsRequest, answered with the byte-order mark the real one sends), a hosted form
 * page that takes a posted token, and a pay step whose result page hands the transaction response to
 * the merchant's iframe communicator the way Accept Hosted does. Knobs make it refuse, hang, decline,
 * or report another amount than was asked.
 */
export interface FakeAuthorizeNet {
  url: string;
  apiUrl: string;
  formUrl: string;
  loginId: string;
  transactionKey: string;
  /** Forms asked for, by token: what our server asked the provider to charge. */
  forms: Map<string, { amount: string; invoiceNumber: string; communicatorUrl: string | null }>;
  transactions: Map<string, FakeTransaction>;
  /** The next API calls answer resultCode Error (bad credentials, as the provider words it). */
  refuse: boolean;
  /** The next API calls never answer (the client's timeout must give up). */
  hang: boolean;
  /** Pays the form of `token` as the hosted form would; returns the communicator's message. */
  pay(token: string, opts?: { decline?: boolean; chargedAmount?: string }): { transId: string; qstr: string };
  calls: string[];
  close(): Promise<void>;
}

export interface FakeTransaction {
  transId: string;
  amount: string;
  invoiceNumber: string;
  status: string;
  responseCode: number;
}

const ok = { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] };
const error = (code: string, text: string) => ({ resultCode: 'Error', message: [{ code, text }] });

export async function startFakeAuthorizeNet(): Promise<FakeAuthorizeNet> {
  const loginId = 'fake-login';
  const transactionKey = 'fake-transaction-key';
  const hanging: ServerResponse[] = [];
  let nextTransId = 60000000001;

  const fake: Omit<FakeAuthorizeNet, 'url' | 'apiUrl' | 'formUrl' | 'close'> = {
    loginId,
    transactionKey,
    forms: new Map(),
    transactions: new Map(),
    refuse: false,
    hang: false,
    calls: [],
    pay(token, opts = {}) {
      const form = fake.forms.get(token);
      if (!form) throw new Error(`no form for token ${token}`);
      const transId = String(nextTransId++);
      const declined = !!opts.decline;
      const t: FakeTransaction = {
        transId,
        amount: opts.chargedAmount ?? form.amount,
        invoiceNumber: form.invoiceNumber,
        status: declined ? 'declined' : 'capturedPendingSettlement',
        responseCode: declined ? 2 : 1,
      };
      fake.transactions.set(transId, t);
      const response = JSON.stringify({
        transId,
        responseCode: String(t.responseCode),
        totalAmount: t.amount,
        orderInvoiceNumber: t.invoiceNumber,
      });
      return { transId, qstr: `action=transactResponse&response=${response}` };
    },
  };

  function api(body: Record<string, any>): object {
    const [name] = Object.keys(body);
    const request = body[name!] ?? {};
    fake.calls.push(name!);
    const auth = request.merchantAuthentication ?? {};
    if (fake.refuse || auth.name !== loginId || auth.transactionKey !== transactionKey) {
      return {
        messages: error('E00007', 'User authentication failed due to invalid authentication values.'),
      };
    }
    if (name === 'getHostedPaymentPageRequest') {
      const tr = request.transactionRequest ?? {};
      const settings: { settingName: string; settingValue: string }[] =
        request.hostedPaymentSettings?.setting ?? [];
      const communicator = settings.find((s) => s.settingName === 'hostedPaymentIFrameCommunicatorUrl');
      const token = randomBytes(32).toString('base64');
      fake.forms.set(token, {
        amount: String(tr.amount),
        invoiceNumber: String(tr.order?.invoiceNumber ?? ''),
        communicatorUrl: communicator ? (JSON.parse(communicator.settingValue) as { url: string }).url : null,
      });
      return { token, messages: ok };
    }
    if (name === 'getTransactionDetailsRequest') {
      const t = fake.transactions.get(String(request.transId));
      if (!t) return { messages: error('E00040', 'The record cannot be found.') };
      return {
        transaction: {
          transId: t.transId,
          submitTimeUTC: new Date().toISOString(),
          transactionType: 'authCaptureTransaction',
          transactionStatus: t.status,
          responseCode: t.responseCode,
          responseReasonCode: t.responseCode,
          order: { invoiceNumber: t.invoiceNumber, description: 'Deposit' },
          authAmount: Number(t.amount),
          settleAmount: Number(t.amount),
        },
        messages: ok,
      };
    }
    return { messages: error('E00003', `Unknown request ${name}`) };
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const text = await new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => resolve(data));
    });
    if (req.url === '/xml/v1/request.api' && req.method === 'POST') {
      if (fake.hang) {
        hanging.push(res);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end('\uFEFF' + JSON.stringify(api(JSON.parse(text) as Record<string, any>)));
      return;
    }
    if (req.url === '/payment/payment' && req.method === 'POST') {
      const token = new URLSearchParams(text).get('token') ?? '';
      const form = fake.forms.get(token);
      res.writeHead(form ? 200 : 400, { 'content-type': 'text/html' });
      res.end(
        form
          ? `<form method="post" action="/payment/pay"><input type="hidden" name="token" value="${token}">` +
              `<p>Amount ${form.amount}</p><input name="cardNumber"><button>Pay</button></form>`
          : '<p>Invalid token</p>',
      );
      return;
    }
    if (req.url === '/payment/pay' && req.method === 'POST') {
      const token = new URLSearchParams(text).get('token') ?? '';
      const form = fake.forms.get(token);
      if (!form) {
        res.writeHead(400).end();
        return;
      }
      const { qstr } = fake.pay(token);
      // Accept Hosted opens the merchant's communicator in a frame and passes it the message.
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<iframe src="${form.communicatorUrl}#${encodeURIComponent(qstr)}"></iframe>`);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url,
    apiUrl: `${url}/xml/v1/request.api`,
    formUrl: `${url}/payment/payment`,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
