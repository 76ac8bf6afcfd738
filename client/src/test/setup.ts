import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { offlineSettled } from '../offline/settle';
import { fixedMediaList } from './media';

// Screens that read the device database answer after a few IndexedDB round trips; on a loaded CI
// machine those can take longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

// The test DOM answers no media query as a screen would: every query is false unless a test says so.
window.matchMedia = (query: string) => fixedMediaList(query, false);
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

// Tests import from 'vitest' (no globals), so Testing Library cannot register its own cleanup.
// A shell unmounted by the cleanup closes its device side; a sync round in flight ends within this
// test, not in whatever runs next.
afterEach(async () => {
  cleanup();
  await offlineSettled();
});
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}
Element.prototype.scrollIntoView ??= () => {};
