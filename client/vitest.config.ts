import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'client',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Screens render the whole shell in jsdom; on a loaded 2-core CI machine that takes seconds.
    testTimeout: 30_000,
  },
});
