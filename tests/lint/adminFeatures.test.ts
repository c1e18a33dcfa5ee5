import { describe, expect, test } from 'vitest';
import { LAYER_RULE, crossings, reported } from './lintImports.ts';

// The admin features' rule of eslint.config.js (ADMIN_FEATURE_ZONES), run through ESLint's own API
// on small files placed in the features' folders (the files need not exist; what they import does).


describe('an admin feature importing another feature’s file fails the lint', () => {
  test.each([
    ['sign-in importing a staff page’s file', 'src/pages/admin/login/Example.tsx', "import { StaffPage as imported } from '../staff/StaffPage.tsx';"],
    ['site content importing a posts file', 'src/pages/admin/siteContent/Example.tsx', "import { statusLabel as imported } from '../posts/overviewTexts.ts';"],
    ['a type from another feature', 'src/pages/admin/messages/Example.tsx', "import type { PostFormValues as imported } from '../posts/forms/postForm.ts';"],
    ['from a feature’s subfolder', 'src/pages/admin/posts/forms/Example.tsx', "import { StaffPage as imported } from '../../staff/StaffPage.tsx';"],
    ['a feature importing the admin area’s route table', 'src/pages/admin/audit/Example.tsx', "import { adminPages as imported } from '../routes.tsx';"],
  ])('%s', async (_, filePath, code) => {
    expect(await reported(filePath, code)).toEqual([LAYER_RULE]);
  });

  test('a lazy import and a re-export too', async () => {
    expect(await reported('src/pages/admin/staff/Example.tsx', "const imported = () => import('../posts/OverviewPage.tsx');")).toEqual([LAYER_RULE]);
    expect(await reported('src/pages/admin/staff/Example.tsx', "export { statusLabel } from '../posts/overviewTexts.ts';\nconst imported = 1;")).toEqual([LAYER_RULE]);
  });
});

describe('an admin feature may import its own files, common/ and the layers below', () => {
  test.each([
    ['its own file', 'src/pages/admin/posts/Example.tsx', "import { statusLabel as imported } from './overviewTexts.ts';"],
    ['its own subfolder’s file', 'src/pages/admin/posts/Example.tsx', "import { draftInput as imported } from './forms/postForm.ts';"],
    ['common/', 'src/pages/admin/login/Example.tsx', "import { forgotPasswordSchema as imported } from '../common/passwordForms.ts';"],
    ['shared/', 'src/pages/admin/siteContent/Example.tsx', "import { formatKigali as imported } from '../../../../shared/kigaliTime.ts';"],
    ['the store', 'src/pages/admin/messages/Example.tsx', "import { rowsVariables as imported } from '../../../../store/api/paging.ts';"],
  ])('%s', async (_, filePath, code) => {
    expect(await reported(filePath, code)).toEqual([]);
  });

  test('the admin area’s route table and common/ may import the features', async () => {
    expect(await reported('src/pages/admin/Example.tsx', "import { StaffPage as imported } from './staff/StaffPage.tsx';")).toEqual([]);
  });
});

test('every admin feature keeps to it', async () => {
  expect(await crossings(['src/pages/admin/*/**/*.{ts,tsx}'], [LAYER_RULE])).toEqual([]);
});
