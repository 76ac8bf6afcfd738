import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { offlineSettled } from '../offline/settle';

// Screens that read the device database answer after a few IndexedDB round trips; on a loaded CI
// machine those can take longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks a few browser APIs the UI kit relies on.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
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
