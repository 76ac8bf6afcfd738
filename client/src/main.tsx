import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { listenForInstallOffer } from './app/pwa/installOffer';
import { registerServiceWorker } from './app/pwa/serviceWorker';
import { PublicApp } from './app/signin/PublicApp';
import { isOpenPage, isSignInPage, loginHref } from './app/signin/publicPaths';
import { installGlobalErrorReporting, reportClientError } from './kernel/errors/reportClientError';
import { getSession } from './kernel/session/sessionStore';

installGlobalErrorReporting();
listenForInstallOffer();

// The service worker's install downloads every screen for offline use. Started with the page, it
// shares the slow link with the page's own script and puts off its first paint; so it waits until
// the page has loaded and painted.
const afterPaint = () => requestAnimationFrame(() => setTimeout(registerServiceWorker));
if (document.readyState === 'complete') afterPaint();
else window.addEventListener('load', afterPaint, { once: true });

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');

const root = createRoot(element, {
  // Errors React caught in a boundary never reach window.onerror; report them here.
  onCaughtError: (error) => reportClientError(error),
  onUncaughtError: (error) => reportClientError(error),
});
const show = (ui: ReactNode) => root.render(<StrictMode>{ui}</StrictMode>);

// The console (router, Mantine, screens, the offline database) is a separate download that a
// signed-out visitor does not wait for; the module system fetches it once however often asked.
const loadConsole = () => import('./app/Console');

async function openConsole(href?: string): Promise<void> {
  const { Console } = await loadConsole();
  if (href) history.replaceState(null, '', href);
  show(<Console />);
}

const path = location.pathname;
if (getSession() || isOpenPage(path)) {
  void openConsole();
} else {
  // A staff address opened signed out: ask for the sign-in first, then go where the user meant to.
  if (!isSignInPage(path)) history.replaceState(null, '', loginHref(path + location.search + location.hash));
  show(<PublicApp enter={openConsole} onStart={() => void loadConsole()} />);
}
