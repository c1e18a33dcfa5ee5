// Most test files share their worker's loaded modules (vitest `isolate: false`). A file that needs
// modules of its own runs apart (vitest.config.ts): one that replaces a module (vi.mock, vi.doMock)
// would hand its replacement to the files after it, and one that tests what happens the first time
// a module is used would find it used already. tests/lint/moduleMocks fails on a replacing file
// that is not listed.

/** The test files that run with modules of their own, relative to the repository. */
export const OWN_MODULES_FILES = [
  // Replace a module.
  'tests/src/inspection.test.ts',
  'tests/src/routeError.test.tsx',
  // The toast container loads on the first message.
  'tests/src/components/Toasts.test.tsx',
  // The beacon takes the first page it sees as the visit's arrival.
  'tests/src/beacon.test.tsx',
  'tests/src/beaconArrival.test.tsx',
];
