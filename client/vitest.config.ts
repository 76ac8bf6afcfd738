import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'client',
    root: __dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
