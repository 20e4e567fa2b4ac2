// One ESLint config for the workspace: strict TypeScript, React hooks, feature boundaries (docs/architecture.md, "The layers").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tools/**',
      'mock-server/.data/**',
      '**/*.cjs',
      'tests/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A feature never imports another feature; shared code flows contracts -> shared -> features -> app.
    files: ['web/src/features/**/*.{ts,tsx}'],
    ignores: ['web/src/features/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '../../features/*', '../*/**'],
              message: 'A feature does not import another feature; move shared code to shared/.',
            },
            { group: ['@/app/*'], message: 'Features do not import app/.' },
          ],
        },
      ],
    },
  },
  {
    // A mock-server module is a room with one door: another module, the seed or a plugin imports it only
    // through its public file (modules/<m>/public.ts); modules/index.ts alone imports each module.ts.
    files: ['mock-server/src/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.?/)[^/]+/(?!public\\.ts$)',
              message: "Import another module only through its public file: '../<module>/public.ts'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mock-server/src/**/*.ts'],
    ignores: ['mock-server/src/modules/**', 'mock-server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/[^/]+/(?!public\\.ts$)',
              message: "Import a module only through its public file: 'modules/<module>/public.ts'.",
            },
          ],
        },
      ],
    },
  },
  {
    // One realtime road: only shared/realtime listens to the socket (rooms through roomStream and useRoomSaga,
    // the user's room through useUserEvent / isUserEvent / USER_EVENT_TAGS). And every text through i18next: no
    // `{ zh, en }` pair written in a component (a field's label for a rule is labelKey('namespace:path')).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/shared/realtime/**', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ObjectExpression:has(> Property[key.name='zh'][value.type='Literal']):has(> Property[key.name='en'][value.type='Literal'])",
          message:
            'Texts go through i18next: put both languages in web/src/locales and name a rule label with labelKey().',
        },
        ...['on', 'once', 'off', 'onAny', 'prependAny'].flatMap((method) => [
          {
            selector: `CallExpression[callee.property.name='${method}'][callee.object.name=/socket/i]`,
            message:
              'Socket events are followed only in shared/realtime: use useRoomSaga / roomStream, or useUserEvent / isUserEvent for the user room.',
          },
          {
            selector: `CallExpression[callee.property.name='${method}'][callee.object.property.name=/socket/i]`,
            message:
              'Socket events are followed only in shared/realtime: use useRoomSaga / roomStream, or useUserEvent / isUserEvent for the user room.',
          },
        ]),
      ],
    },
  },
  {
    files: ['web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'shared/ does not import features or app.' }] },
      ],
    },
  },
);
