import { describe, expect, test } from 'vitest';
import { LAYER_RULE, crossings, reported } from './lintImports.ts';

// The layer rules of eslint.config.js, run through ESLint's own API on small files placed at the
// layers' paths (the files need not exist; what they import does).

const PACKAGE_RULE = 'no-restricted-imports';

describe('imports that cross a boundary fail the lint', () => {
  test.each([
    ['the server importing the client', 'server/seo/example.ts', "import { pageModules as imported } from '../../src/routes.tsx';"],
    ['the server importing the store', 'server/example.ts', "import { setupStore as imported } from '../store/index.ts';"],
    ['the server importing a machine', 'server/example.ts', "import { loginMachine as imported } from '../machines/login.ts';"],
    ['the client importing the server', 'src/pages/public/Example.tsx', "import { buildApp as imported } from '../../../server/app.ts';"],
    ['the store importing the server', 'store/example.ts', "import { buildApp as imported } from '../server/app.ts';"],
    ['the store importing src/', 'store/example.ts', "import { pageModules as imported } from '../src/routes.tsx';"],
    ['the store importing a machine', 'store/api/example.ts', "import { loginMachine as imported } from '../../machines/login.ts';"],
    ['a machine importing src/', 'machines/example.ts', "import { pageModules as imported } from '../src/routes.tsx';"],
    ['a machine importing the store', 'machines/example.ts', "import { setupStore as imported } from '../store/index.ts';"],
    ['a machine importing a type of the store', 'machines/example.ts', "import type { ApiError as imported } from '../store/api/errors.ts';"],
    ['src/content importing the store', 'src/content/example.ts', "import { linkChosen as imported } from '../../store/navigationSlice.ts';"],
    ['shared/ importing the client', 'shared/example.ts', "import { pageModules as imported } from '../src/routes.tsx';"],
    ['shared/ importing the server', 'shared/example.ts', "import { buildApp as imported } from '../server/app.ts';"],
  ])('%s', async (_, filePath, code) => {
    expect(await reported(filePath, code)).toEqual([LAYER_RULE]);
  });

  test('a re-export and a lazy import cross the boundary too', async () => {
    expect(await reported('server/example.ts', "export { pageModules } from '../src/routes.tsx';\nconst imported = 1;")).toEqual([
      LAYER_RULE,
    ]);
    expect(await reported('store/example.ts', "const imported = () => import('../src/routes.tsx');")).toEqual([LAYER_RULE]);
  });
});

describe('imports along the flow pass', () => {
  test.each([
    ['the server importing shared/', 'server/seo/example.ts', "import { ROUTES as imported } from '../../shared/routes.ts';"],
    ['the client importing shared/', 'src/components/Example.tsx', "import { ROUTES as imported } from '../../shared/routes.ts';"],
    ['src/ importing the store', 'src/components/Example.tsx', "import { linkChosen as imported } from '../../store/navigationSlice.ts';"],
    ['src/ importing a machine', 'src/pages/admin/Example.tsx', "import { loginMachine as imported } from '../../../machines/login.ts';"],
    ['a machine importing shared/', 'machines/example.ts', "import { TOAST_MS as imported } from '../shared/constants.ts';"],
    ['a machine importing another machine’s file', 'machines/example.ts', "import { missing as imported } from './shared.ts';"],
    ['a machine importing xstate', 'machines/example.ts', "import { setup as imported } from 'xstate';"],
    ['src/content importing shared/', 'src/content/example.ts', "import { ROUTES as imported } from '../../shared/routes.ts';"],
  ])('%s', async (_, filePath, code) => {
    expect(await reported(filePath, code)).toEqual([]);
  });
});

describe('a machine imports nothing but xstate and shared/', () => {
  test.each([
    ['React', "import { useState as imported } from 'react';"],
    ['the React binding of xstate', "import { useMachine as imported } from '@xstate/react';"],
    ['Redux Toolkit', "import { createSlice as imported } from '@reduxjs/toolkit';"],
  ])('%s is reported', async (_, code) => {
    expect(await reported('machines/example.ts', code)).toEqual([PACKAGE_RULE]);
  });

  test('every machine file keeps to it', async () => {
    expect(await crossings(['machines/**/*.ts'], [LAYER_RULE, PACKAGE_RULE])).toEqual([]);
  });
});

describe('client code imports the declarative router from react-router-dom, and never graphql', () => {
  test.each([
    ['react-router itself', 'src/components/Example.tsx', "import { Link as imported } from 'react-router';"],
    ['a react-router subpath', 'src/components/Example.tsx', "import { RouterProvider as imported } from 'react-router/dom';"],
    ['a data router', 'src/main.tsx', "import { createBrowserRouter as imported } from 'react-router-dom';"],
    ['graphql in the store', 'store/api/example.ts', "import { parse as imported } from 'graphql';"],
    ['graphql in a machine', 'machines/example.ts', "import { GraphQLError as imported } from 'graphql';"],
    ['graphql in shared/', 'shared/example.ts', "import { Kind as imported } from 'graphql/language';"],
  ])('%s is reported', async (_, filePath, code) => {
    expect(await reported(filePath, code)).toEqual([PACKAGE_RULE]);
  });

  test('the declarative router from react-router-dom passes', async () => {
    expect(await reported('src/components/Example.tsx', "import { Link as imported } from 'react-router-dom';")).toEqual([]);
    expect(await reported('src/main.tsx', "import { BrowserRouter as imported } from 'react-router-dom';")).toEqual([]);
  });

  test('the server uses graphql freely', async () => {
    expect(await reported('server/graphql/example.ts', "import { parse as imported } from 'graphql';")).toEqual([]);
  });
});

describe('an import cycle fails the lint', () => {
  // Text linted as an existing module that another imports: importing that one back closes a cycle.
  test('a module importing, through another, the module that imports it is reported', async () => {
    // server/posts/validation.ts imports server/posts/sections.ts.
    expect(await reported('server/posts/sections.ts', "import { validatePost as imported } from './validation.ts';")).toEqual(['import-x/no-cycle']);
    // A longer way round: validation.ts -> translations.ts -> sections.ts.
    expect(await reported('server/posts/sections.ts', "import { validateTranslations as imported } from './translations.ts';")).toEqual([
      'import-x/no-cycle',
    ]);
  });

  test('the same import in a module nothing imports passes', async () => {
    expect(await reported('server/posts/example.ts', "import { validatePost as imported } from './validation.ts';")).toEqual([]);
  });
});
