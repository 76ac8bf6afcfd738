import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './app/theme/app.css';
import { App } from './app/App';
import { installGlobalErrorReporting, reportClientError } from './kernel/errors/reportClientError';

installGlobalErrorReporting();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root, {
  // Errors React caught in a boundary never reach window.onerror; report them here.
  onCaughtError: (error) => reportClientError(error),
  onUncaughtError: (error) => reportClientError(error),
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
