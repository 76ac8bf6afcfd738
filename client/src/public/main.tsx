import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Notice, PublicCard } from '../app/signin/PublicCard';
import { AuthorizationPage } from './AuthorizationPage';
import { InvoicePage } from './invoice/InvoicePage';
import { firstInvoice } from './invoice/useCustomerInvoice';
import { firstAnswer } from './useCustomerWa';
import './public.css';

/**
 * The customer pages' own entry (public-pages.html): React and a few components, none of the office
 * console. The server sends this page for the paths below; there is no router to download.
 */
const element = document.getElementById('root');
if (!element) throw new Error('public-pages.html has no #root element');
const search = new URLSearchParams(window.location.search);
const link = search.get('id');

// The customer's data was preloaded with the page and is usually in before the scripts: waiting a
// moment for it draws the whole page at once instead of "Loading…" and then everything again,
// which on a slow phone is a second full render before the largest paint.
if (window.location.pathname === '/authorization' && link && search.get('view') !== 'admin')
  await Promise.race([firstAnswer(link), new Promise((ready) => setTimeout(ready, 1000))]);
if (window.location.pathname === '/invoiceview' && link)
  await Promise.race([firstInvoice(link).catch(() => null), new Promise((ready) => setTimeout(ready, 1000))]);

function Page() {
  if (window.location.pathname === '/authorization')
    return <AuthorizationPage id={link} admin={search.get('view') === 'admin'} />;
  if (window.location.pathname === '/invoiceview') return <InvoicePage id={link} />;
  return (
    <PublicCard title="Not found">
      <Notice tone="error">This page does not exist.</Notice>
      <a className="cp-public-link" href="/">
        Go to Canopy
      </a>
    </PublicCard>
  );
}

// The server may have drawn the top of the page already (see `customer-frame.ts`); the first render,
// in this same task, draws it again with the rest, so nothing is painted in between.
element.replaceChildren();
createRoot(element).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
