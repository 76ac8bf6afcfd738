import { fromCents } from '@canopy/shared';

/**
 * The small HTML pages the card payment flow puts in frames: the communicator Accept Hosted talks
 * to, and the sandbox's stand-in form. Scripts are files of their own (the CSP allows no inline
 * script), and these pages may be framed by our own pages only.
 */
export const framePageCsp = (framedBy = '') =>
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  `form-action 'self'; frame-ancestors 'self'${framedBy ? ` ${framedBy}` : ''}; base-uri 'self'; object-src 'none'`;
export const FRAME_PAGE_CSP = framePageCsp();

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string, script: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title>
<style>body{font:16px system-ui,sans-serif;margin:0;padding:12px;color:#1b1b1b}label{display:block;margin:8px 0 4px}
input{font:inherit;width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;border-radius:4px}
button{font:inherit;margin-top:12px;width:100%;padding:12px;border:0;border-radius:4px;background:#2b6e3f;color:#fff}
.row{display:flex;gap:8px}.row>div{flex:1}p.note{color:#555;font-size:14px}</style>
<script src="${script}" defer></script></head><body>${body}</body></html>`;

/**
 * The page the provider's form opens in a frame of its own to report back (a transaction response,
 * a cancel, a new height): it hands the message on to our page that holds the form.
 */
export const communicatorPage = () => page('Payment', '', '/api/v1/authorize-net/communicator.js');

export const COMMUNICATOR_SCRIPT = `(function () {
  function relay(qstr) {
    if (typeof qstr !== 'string' || !qstr) return;
    var top = window.parent && window.parent.parent;
    if (top) top.postMessage({ source: 'canopy-payment', qstr: qstr }, window.location.origin);
  }
  window.addEventListener('message', function (e) { relay(e.data); }, false);
  if (window.location.hash.length > 1) relay(decodeURIComponent(window.location.hash.slice(1)));
})();
`;

export function sandboxFormPage(token: string, amountCents: number, description: string): string {
  const amount = fromCents(amountCents).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  return page(
    'Sandbox card payment',
    `<form method="post" action="/api/v1/payment-sandbox/pay" id="sandbox-form">
<p><strong>${escape(description)}</strong><br>Amount: <strong data-amount>${amount}</strong></p>
<input type="hidden" name="token" value="${escape(token)}">
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" placeholder="12/30"></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric"></div></div>
<button type="submit">Pay</button>
<button type="button" id="sandbox-cancel" style="background:#777">Cancel</button>
<p class="note">Sandbox: no money moves. 4111 1111 1111 1111 is approved; 4000 0000 0000 0002 is declined.</p>
</form>`,
    '/api/v1/payment-sandbox/sandbox.js',
  );
}

/** After the charge: the same message Accept Hosted sends its communicator, to the page holding the frame. */
export function sandboxResultPage(qstr: string, approved: boolean): string {
  return page(
    'Sandbox card payment',
    `<p id="sandbox-result" data-qstr="${escape(qstr)}">${approved ? 'Payment approved.' : 'Payment declined.'}</p>`,
    '/api/v1/payment-sandbox/sandbox.js',
  );
}

export const SANDBOX_SCRIPT = `(function () {
  function send(qstr) { window.parent.postMessage({ source: 'canopy-payment', qstr: qstr }, window.location.origin); }
  document.addEventListener('DOMContentLoaded', function () {
    var result = document.getElementById('sandbox-result');
    if (result) send(result.getAttribute('data-qstr'));
    var cancel = document.getElementById('sandbox-cancel');
    if (cancel) cancel.addEventListener('click', function () { send('action=cancel'); });
  });
})();
`;

export function transactResponseMessage(r: {
  transId: string;
  responseCode: number;
  amountCents: number;
  invoiceNumber: string;
}) {
  const response = JSON.stringify({
    transId: r.transId,
    responseCode: String(r.responseCode),
    totalAmount: (r.amountCents / 100).toFixed(2),
    orderInvoiceNumber: r.invoiceNumber,
  });
  return `action=transactResponse&response=${response}`;
}
