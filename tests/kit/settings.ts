import { PASSWORD_CHECK_SECONDS } from '../../shared/twoFactor.ts';

/** The first administrator (the Owner) every test server starts with, by ADMIN_EMAIL and ADMIN_PASSWORD. */
export const ADMIN = { email: 'staff@bcf.test', password: 'correct horse battery staple' };

/** The password of the staff a test server adds (TestServer.addStaff). */
export const STAFF_PASSWORD = 'another correct horse battery staple';

/** The JWT secret of every test server: fixed, so that a test can sign a token of its own. */
export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-keys';

/** How old a stale password check is in the tests: a minute past PASSWORD_CHECK_SECONDS. */
export const STALE_PASSWORD_CHECK_SECONDS = PASSWORD_CHECK_SECONDS + 60;

/**
 * The shared buffers of every test server's embedded database, in MB (PGLITE_BUFFERS_MB): PGlite
 * clears all of them each time it opens, which at PostgreSQL's 128 MB was two thirds of its opening
 * time; the tests' databases are a few MB.
 */
export const TEST_PGLITE_BUFFERS_MB = 16;

/** Names the test server's bundled process script (tests/kit/bundledKit.ts) to the processes' starter. */
export const BUNDLED_SERVER_MAIN = 'BCF_TEST_SERVER_MAIN';

/**
 * V8's options for the processes the tests start: PGlite's WebAssembly compiled by the baseline
 * compiler alone. By default V8 also recompiles the functions a start runs often with its optimising
 * compiler, and a process's start (it opens the database: PostgreSQL's own start-up code runs) then
 * took about 4.5 s of the processor on two cores; without, about 2.5. A test process mostly runs a few
 * hundred statements, too few for the optimised code to repay its compilation. What the
 * server does is the same either way: only how V8 compiles it differs.
 */
export const TEST_PROCESS_V8_OPTIONS = ['--liftoff-only'];
