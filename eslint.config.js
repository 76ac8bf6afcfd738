import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dev-dist/**', 'data/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Client layering: kernel <- ui <- app, offline and modules; modules plug into the app through
  // modules/routes.ts only. Imports are relative, so the groups match any depth of '../'.
  {
    files: ['client/src/kernel/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ui', '**/ui/**', '**/app', '**/app/**', '**/offline/**', '**/modules/**'],
              message:
                'The kernel (api, session, errors) stands alone: it imports neither ui, app, offline nor modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app', '**/app/**', '**/offline/**', '**/modules/**'],
              message: 'ui holds building blocks: it may import the kernel, never app, offline or modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '!**/modules/routes'],
              message:
                'The shell knows modules only through the route list they register (modules/routes.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/offline/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**'],
              message: 'The device database and sync serve every module; they import none.',
            },
          ],
        },
      ],
    },
  },
  // Server layering: platform <- modules <- app and seed. A module reaches another through its
  // service or repo, never its routes; services and routes leave SQL to repos.
  {
    files: ['server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules', '**/modules/**', '**/seed', '**/seed/**', '**/app'],
              message: 'platform serves every module: it imports no module, no seed and not the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/seed', '**/seed/**'],
              message: 'Modules never import the demo seed; the seed builds on modules.',
            },
            {
              group: ['../**/*.routes', '!../platform/**'],
              message: "Call another module's service or repo, never its routes.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/modules/**/*.{service,routes}.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message: 'Services and routes leave SQL to the repo (<module>.repo.ts) or platform/db.',
            },
          ],
        },
      ],
    },
  },
  {
    // Component test files share loaded modules, so a side-effect import runs for one file a worker.
    files: ['client/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='fake-indexeddb/auto']",
          message: 'Call installFakeIndexedDb() from client/src/test/fakeIndexedDb instead.',
        },
      ],
    },
  },
  {
    // Plain Node scripts (build helpers, CI summary).
    files: ['**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', Buffer: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
