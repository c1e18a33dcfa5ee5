import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

// Imports flow one way (../shared/STYLE.md): src -> machines, src -> store -> nothing of the app;
// a machine imports nothing but xstate and shared/ (its page's wiring module gives it its effects,
// see MACHINE_IMPORTS); the server and the client import nothing of each other; what both need
// lives in shared/, which imports neither; a server feature imports server/graphql/ only in its resolvers and routes.
// Each zone: files under `target` may not import files under `from`.
const CLIENT = ['./src', './store', './machines'];
// The server is one folder per feature (server/<feature>/) above the infrastructure every feature
// uses (INFRASTRUCTURE). The folders are read here, so a new or renamed feature is covered.
const SERVER = './server';
const INFRASTRUCTURE = ['core', 'db', 'graphql', 'http', 'mail', 'plugins'];
const SERVER_FEATURES = readdirSync(`${import.meta.dirname}/${SERVER}`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !INFRASTRUCTURE.includes(entry.name))
  .map(({ name }) => name);
// A feature's rules are its own, whatever carries a request (GraphQL, a page, the CLI): only what
// carries requests, its resolvers (resolvers.ts, <part>Resolvers.ts) and its routes (routes.ts,
// <part>Routes.ts), imports server/graphql/; the rest of it never does.
const FEATURE_CODE_BUT_CARRIERS = SERVER_FEATURES.map((feature) => `${SERVER}/${feature}/**/!(resolvers|*Resolvers|routes|*Routes).ts`);
// A feature is reached only through its index (server/<feature>/index.ts, what it offers the rest
// of the server): from anywhere else in server/, no other file of it is imported, its repositories
// least of all. Two files join what every feature has and are the exceptions: the table of tables
// (server/db/repositories.ts) imports each feature's repositories, and the one map of the API
// (server/graphql/resolvers.ts) each feature's resolvers.ts. Tests and benches may open a feature
// to test its parts.
const TABLES = `${SERVER}/db/repositories.ts`;
const API_MAP = `${SERVER}/graphql/resolvers.ts`;
const entryMessage = (feature, what) =>
  `Import server/${feature}/ through its index (server/${feature}/index.ts)${what}: a feature's repositories and parts are its own.`;
const FEATURE_ENTRY_ZONES = SERVER_FEATURES.flatMap((feature) => [
  {
    target: [`${SERVER}/!(${feature}|db|graphql)/**`, `${SERVER}/db/!(repositories).ts`, `${SERVER}/graphql/!(resolvers).ts`, `${SERVER}/*.ts`],
    from: `${SERVER}/${feature}`,
    except: ['./index.ts'],
    message: entryMessage(feature, ''),
  },
  {
    target: TABLES,
    from: `${SERVER}/${feature}/**`,
    except: [`**/server/${feature}/index.ts`, `**/server/${feature}/repository.ts`, `**/server/${feature}/*Repository.ts`],
    message: entryMessage(feature, ' or its repositories'),
  },
  { target: API_MAP, from: `${SERVER}/${feature}`, except: ['./index.ts', './resolvers.ts'], message: entryMessage(feature, ' or its resolvers.ts') },
]);
const LAYER_ZONES = [
  { target: './server', from: CLIENT, message: 'The server imports nothing of the client: move what both need to shared/.' },
  { target: CLIENT, from: './server', message: 'The client imports nothing of the server: move what both need to shared/.' },
  { target: './store', from: ['./src', './machines'], message: 'store/ imports nothing of src/ or machines/.' },
  {
    target: './machines',
    from: ['./src', './store'],
    message: 'machines/ import nothing but xstate and shared/: the page’s wiring module gives a machine its effects.',
  },
  { target: './src/content', from: './store', message: 'src/content/ is static content: it imports nothing of store/.' },
  { target: './shared', from: [...CLIENT, './server'], message: 'shared/ imports nothing of the client or the server.' },
  {
    target: FEATURE_CODE_BUT_CARRIERS,
    from: './server/graphql',
    message: 'A server feature imports server/graphql/ only in its resolvers and routes: they call the feature, never the other way round.',
  },
];

// An admin feature (a folder of src/pages/admin/ but common/) imports its own files, common/ and the
// layers below, never another feature's: what two features use lives in common/ (bulletproof-react's
// zones between features). The folders are read here, so a new or renamed feature is covered.
const ADMIN = './src/pages/admin';
const ADMIN_FEATURE_ZONES = readdirSync(`${import.meta.dirname}/${ADMIN}`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'common')
  .map(({ name }) => ({
    target: `${ADMIN}/${name}`,
    from: ADMIN,
    except: [`./${name}`, './common'],
    message: 'An admin feature imports no other feature’s files: move what two features use to src/pages/admin/common/.',
  }));

// Client code names the router one way, 'react-router-dom', and only its declarative parts: the app
// renders its route table with <BrowserRouter> and useRoutes (src/lib/routeTable.tsx says why), and
// a data router would add about 16 KB brotli to every first visit. 'graphql' is
// src/lib/graphqlLite.ts in the browser build (see "alias" in package.json: the real parser must
// not reach visitors), so client code never imports it at all. A form is CheckedFormik
// (src/lib/formChecks.tsx), which checks when the form is submitted, never when a field is left.
const DATA_ROUTER = 'The app uses the declarative router (src/lib/routeTable.tsx): a data router costs about 16 KB brotli.';
const CLIENT_PACKAGE_RULES = {
  paths: [
    { name: 'react-router', message: 'Import the router from react-router-dom.' },
    {
      name: 'react-router-dom',
      importNames: ['createBrowserRouter', 'createHashRouter', 'createMemoryRouter', 'RouterProvider'],
      message: DATA_ROUTER,
    },
    { name: 'graphql', message: 'The browser build replaces graphql (src/lib/graphqlLite.ts): send documents as plain strings.' },
    {
      name: 'formik',
      importNames: ['Formik', 'useFormik', 'withFormik'],
      message: 'Forms check when submitted, never on blur: use CheckedFormik and useFieldProblem (src/lib/formChecks.tsx).',
    },
  ],
  patterns: [
    {
      group: ['react-router/*', 'react-router-dom/*', 'graphql/*'],
      message: 'Import react-router-dom itself; graphql is replaced in the browser build (src/lib/graphqlLite.ts).',
    },
  ],
};

// The packages a machine may import: xstate alone (its files, shared/ and other machines' are
// relative imports, which LAYER_ZONES keeps inside machines/ and shared/).
const MACHINE_IMPORTS = {
  patterns: [
    {
      regex: '^(?!xstate$)[^./]',
      message: 'A machine imports nothing but xstate and shared/: its page’s wiring module gives it its effects.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'node_modules/**', '.parcel-cache/**', 'data/**', 'bench/results/**', '**/*.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // The cycle rule reads each imported file of ours with the TypeScript parser; packages are
      // never read (they cannot import our files back).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...LAYER_ZONES, ...FEATURE_ENTRY_ZONES, ...ADMIN_FEATURE_ZONES] }],
      // No import cycle: with one, which module starts first decides what the others see (imports of
      // types alone are not followed: they are gone at run time).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'store/**/*.ts', 'machines/**/*.ts', 'shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', CLIENT_PACKAGE_RULES] },
  },
  {
    files: ['machines/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', MACHINE_IMPORTS] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Post texts are rendered as text only.',
        },
      ],
    },
  },
);
