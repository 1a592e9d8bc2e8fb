import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint, { configs as tsConfigs } from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** A feature may use shared code, but never another feature's internals. */
function featureZones(base) {
  if (!existsSync(base)) return [];
  const features = readdirSync(base, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return features.map((feature) => ({
    target: `${base}/${feature}`,
    from: base,
    except: [`./${feature}`],
    message: 'A feature must not import another feature; move the shared piece up a level.',
  }));
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'var/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tsConfigs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: './src/server', message: 'shared code must not depend on the server' },
            { target: './src/shared', from: './src/client', message: 'shared code must not depend on the client' },
            { target: './src/client', from: './src/server', message: 'the client must not import server code' },
            { target: './src/server', from: './src/client', message: 'the server must not import client code' },
            ...featureZones('./src/server/features'),
            ...featureZones('./src/client/features'),
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  prettier,
);
