import { defineConfig } from 'vitest/config';
import { clientProjects } from './client/vitest.shared.ts';

// One run covers the pure packages, the server (on SQLite and PostgreSQL) and the client components.
export default defineConfig({
  test: {
    // Vitest leaves one core to its main process; the server files mostly wait on the database and
    // the main process on the workers, so two workers on a 2-core CI machine finish far sooner.
    maxWorkers: 2,
    // The JSON report feeds the one-line summary CI prints (scripts/test-summary.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results/unit.json' }]],
    projects: [
      { test: { name: 'shared', root: './shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'sync', root: './sync', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: './scripts', include: ['*.test.mjs'] } },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/globalSetup.ts'],
          // Files share loaded modules (the app's import graph costs seconds per file); each file still
          // gets its own database and app, and nothing in the server keeps state across databases.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      ...clientProjects,
    ],
  },
});
