import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Boundaries of DESIGN.md §3: the domain package stays pure; the apps never import each other; in
// the web app, dependencies point down: app/ composes features/, which use components/ and lib/.
// A feature never imports another feature; inside a feature that has sub-resource folders
// (features/menu/products, …), shared/ sits below them and imports none of them.
const web = './apps/web/src';
const featuresDir = path.resolve('apps/web/src/features');
const dirs = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).isDirectory()) : []);
const features = dirs(featuresDir);
const featureZones = features.map((name) => ({
  target: `${web}/features/${name}`,
  from: `${web}/features`,
  except: [`./${name}`],
  message: 'A feature does not import another feature; move the shared piece down to components/ or lib/.',
}));
const sharedZones = features
  .filter((name) => dirs(path.join(featuresDir, name)).includes('shared'))
  .map((name) => ({
    target: `${web}/features/${name}/shared`,
    from: `${web}/features/${name}`,
    except: ['./shared', './i18n.ts'],
    message: "A feature's shared/ serves its sub-resources and imports none of them; move the piece into shared/.",
  }));
const layerZones = [
  { target: `${web}/features`, from: `${web}/app`, message: 'app/ composes features; a feature never imports app/ (URLs come from lib/paths).' },
  { target: [`${web}/lib`, `${web}/components`], from: [`${web}/app`, `${web}/features`], message: 'lib/ and components/ sit below app/ and features/ and import neither.' },
];

// API modules (issue 32): a module is used by others through its one deliberate `<module>.api.ts`
// (commands and read functions); everything else in it is its own. What has no business meaning
// lives in lib/ or plugins/.
const modulesDir = path.resolve('apps/api/src/modules');
const apiModules = fs.existsSync(modulesDir) ? fs.readdirSync(modulesDir).filter((f) => fs.statSync(path.join(modulesDir, f)).isDirectory()) : [];
const moduleZones = apiModules.map((name) => ({
  target: apiModules.filter((other) => other !== name).map((other) => `./apps/api/src/modules/${other}`),
  from: `./apps/api/src/modules/${name}`,
  except: [`./${name}.api.ts`],
  message: `Another module uses ${name} through modules/${name}/${name}.api.ts only; export what it needs there.`,
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'] })] },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/domain', from: './apps', message: 'The domain package depends on nothing of the apps.' },
            { target: './apps/api', from: './apps/web' },
            { target: './apps/web', from: './apps/api' },
            ...layerZones,
            ...featureZones,
            ...sharedZones,
            ...moduleZones,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*', '@tanstack/*'], message: 'packages/domain is framework-free: no React.' },
            { group: ['fastify', 'fastify-*', '@fastify/*'], message: 'packages/domain is framework-free: no Fastify.' },
            { group: ['drizzle-orm', 'drizzle-orm/*', 'postgres', '@electric-sql/*'], message: 'packages/domain is framework-free: no database.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Issue 13: a double click acted twice. Every mutation goes through the guarded hook.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message: 'Use useGuardedMutation from lib/use-guarded-mutation: it ignores a second click while the first call runs.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // The browser cuts text past maxLength without a word; limits are shown and refused instead.
          selector: "JSXAttribute[name.name='maxLength']",
          message: 'No maxLength: pass the schema\'s limit as maxChars={textLimit(...)} (components/ui/char-limit.tsx).',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
