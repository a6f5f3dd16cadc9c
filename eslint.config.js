import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import shop from './scripts/eslint/no-literal-text.js';

// The web app takes the endpoint rows from their own entry point: through the contract's index
// the bundler keeps every row in the first download (decision record 011's budget).
const webEndpointImport = {
  name: '@shop/contract',
  importNames: ['endpoints'],
  message: "Import the rows with `import * as endpoints from '@shop/contract/endpoints'`.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['vitest.config.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Every text a person reads comes from the message catalogue, in both locales (decision 047).
  {
    files: ['apps/web/src/**/*.tsx', 'apps/api/src/modules/mail/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.test-support.tsx'],
    plugins: { shop },
    rules: { 'shop/no-literal-text': ['error', { allow: ['VietQR', 'VNPay', 'Zalo', 'OTP'] }] },
  },
  // Layering (docs/architecture.md): each rule names what a layer may not import.
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@shop/api', '@shop/web'],
              message: 'The contract is shared by both apps and imports nothing of them.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract's test fixtures are for tests: the apps' code never ships them.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@shop/contract/testing',
              message: "Fixtures shared by tests: the apps' code never imports them.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/db/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/http/**', '**/seed/**'],
              message: 'db/ is storage only (client, schema, migrations): it imports no module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/http/*',
                '!**/http/answer-texts',
                '!**/http/validation-texts',
                '!**/http/app-instance',
                '!**/http/auth',
                '!**/http/content-encoding',
                '!**/http/endpoint-router',
                '!**/http/envelope',
                '!**/http/multipart',
                '!**/http/webhook-secret',
              ],
              message:
                'Modules use only the HTTP API meant for them (answer-texts, app-instance, auth, content-encoding, endpoint-router, envelope, multipart, validation-texts, webhook-secret), never http/ internals.',
            },
            {
              group: ['**/seed/**', '**/server', '**/main'],
              message: 'Modules sit below the server and the seeds, and import neither.',
            },
            {
              group: ['../*/*.routes'],
              message: "A module never imports another module's routes.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.{ts,tsx}'],
    ignores: ['apps/api/src/config.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Only config.ts reads the environment: take the setting from Config.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/env.ts', 'apps/web/src/vite-env.d.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [webEndpointImport] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Only src/env.ts reads the build-time settings: import them from there.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [webEndpointImport],
          patterns: [
            {
              group: ['../*/**', '!../../**'],
              message:
                'Features never import each other: share through lib/ or components/, compose in app/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
