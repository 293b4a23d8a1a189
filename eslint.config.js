// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Every folder under src/features/ is a feature: it may not import another one (routes compose them).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const nodeBuiltins = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'crypto',
  'child_process',
  'http',
  'https',
  'net',
  'stream',
  'zlib',
  'worker_threads',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'dist-ssr/**',
      'dist-mock/**',
      'data/**',
      'node_modules/**',
      'public/mockServiceWorker.js',
      'src/routeTree.gen.ts',
      'server/db/migrations/**',
      'test-results/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    // Mock mode's service worker wrapper (a classic worker script served as is).
    files: ['public/msw-api-only.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // Without it import-x cannot read the TypeScript files it follows, and no-cycle saw no loop.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The import directions of ARCHITECTURE.md, checked on resolved paths (type imports included).
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/api',
              from: ['./src/app', './src/features', './src/components', './src/routes'],
              message:
                'src/api/ sits below the app: inject what it needs or move it to src/state/.',
            },
            {
              target: './src/state',
              from: ['./src/app', './src/features', './src/components', './src/routes'],
              message: 'src/state/ holds atoms every layer reads; it imports none of them.',
            },
            {
              target: './src/components',
              from: ['./src/features', './src/routes'],
              message: 'Shared UI does not import features: let the route pass the feature in.',
            },
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; routes compose them.',
            })),
            {
              target: ['./scripts', './vite.config.ts'],
              from: './src',
              message:
                'Build code does not import the app: share the value through contract/ instead.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The client may read the server's types, never its code.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/mocks/**'],
              allowTypeImports: true,
              message: 'src/ may import server/ and mocks/ types only; load mocks via main.tsx.',
            },
            { group: nodeBuiltins, message: 'src/ runs in the browser.' },
          ],
          paths: [
            {
              name: '@mantine/notifications',
              allowTypeImports: true,
              message: 'Raise toasts through src/app/toast.ts: it loads the store with the first.',
            },
            {
              name: 'ky',
              allowTypeImports: true,
              message:
                "Requests go through src/api/client.ts (or load-client.ts in every page's first " +
                "load); recognise ky's errors with src/api/http-errors.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // The toasts' own modules: the one way to raise them, and their lazily loaded container.
    files: ['src/app/toast.ts', 'src/app/notifications-host.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['src/main.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // Integration tests run the real API over MSW (mocks/node.ts); never part of the bundle.
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // The API runs in the page (mock mode) as well as in Node: only the Node host (server/node/),
    // the server pages (server/pages/), the CLIs (server/cli/) and sharp's image code
    // (server/images/sharp-*.ts) may touch Node.
    files: ['server/**/*.ts', 'contract/**/*.ts', 'mocks/**/*.ts'],
    ignores: [
      'server/node/**',
      'server/pages/**',
      'server/cli/**',
      'server/images/sharp-*.ts',
      '**/*.test.ts',
      'mocks/node.ts',
      'server/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeBuiltins, message: 'Runtime-neutral code: use Web APIs.' },
            {
              group: ['pg', 'sharp', '@hono/node-server', '@hono/node-server/*'],
              message: 'Node-only: inject it from server/node/.',
            },
            {
              group: [
                '**/server/node/**',
                '**/server/pages/**',
                '**/server/cli/**',
                '**/node/**',
                '**/pages/**',
                '**/cli/**',
                '**/sharp-*',
                '**/src/**',
                'react',
                'react-dom',
              ],
              message: 'Imports flow one way.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/server/**',
                '**/src/**',
                '**/mocks/**',
                'react',
                'drizzle-orm',
                'drizzle-orm/*',
                'hono',
                'hono/*',
              ],
              message: 'contract/ depends on nothing but zod.',
            },
            { group: nodeBuiltins, message: 'contract/ is runtime-neutral.' },
          ],
        },
      ],
    },
  },
);
