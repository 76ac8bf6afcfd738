import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const root = import.meta.dirname;
const src = join(root, 'src');

/**
 * Test files that replace a module with `vi.mock`. They run isolated (their own module graph): in the
 * shared graph the real module may already be loaded by an earlier file, and the mock would not take.
 * Read from the files themselves, so a new mocking test lands on the right side by itself.
 */
const MOCKING: string[] = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f))
  .filter((f) => readFileSync(join(src, f), 'utf8').includes('vi.mock('))
  .map((f) => `src/${f.split('\\').join('/')}`);

const base = (name: string, isolate: boolean, files: { include: string[]; exclude?: string[] }) =>
  ({
    test: {
      name,
      root,
      environment: 'happy-dom',
      ...files,
      setupFiles: isolate ? ['./src/test/setup.ts'] : ['./src/test/setup.ts', './src/test/sharedGraph.ts'],
      isolate,
      // Screens render the whole shell in the test DOM; on a loaded 2-core CI machine that takes seconds.
      testTimeout: 30_000,
      deps: {
        // Bundled once into a file each, instead of hundreds of files (the icon set has thousands).
        optimizer: {
          client: {
            enabled: true,
            include: [
              '@tabler/icons-react',
              '@mantine/core',
              '@mantine/hooks',
              '@mantine/form',
              '@mantine/modals',
              '@mantine/notifications',
              '@mantine/dates',
              '@tanstack/react-query',
              '@tanstack/react-router',
              'date-fns',
              'dexie',
            ],
          },
        },
      },
    },
  }) satisfies TestProjectInlineConfiguration;

/**
 * The component tests as two projects. Files that mock a module run isolated. The others share one
 * module graph per worker (`isolate: false`), which takes some 40% off their time:
 * `src/test/sharedGraph.ts` puts the app's stores, storage, page, browser database and waiting pins
 * back after each file, the setup waits for a closing device side's sync round, and each app router
 * attaches the whole route tree again. `ISOLATE_CLIENT=1` runs every file alone, to tell whether a
 * failure comes from a file before it.
 */
export const clientProjects = [
  base('client', process.env.ISOLATE_CLIENT === '1', {
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: MOCKING,
  }),
  base('client-mocking', true, { include: MOCKING }),
];
