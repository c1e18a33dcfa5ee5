// `npm run admin -- set-password EMAIL`: sets an administrator's password, read from standard
// input (piped, or typed at the prompt), so it never appears in the shell history or `ps`.
import { createInterface } from 'node:readline';
import { hashPassword } from '../auth/passwords.ts';
import { configFromEnv } from '../config.ts';
import { openDb } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { usersRepository } from '../repositories/users.ts';
import { normaliseEmail, passwordProblem } from '../../shared/rules.ts';

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('New password (at least 12 characters): ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

export async function setPassword(email: string, password: string): Promise<string | null> {
  const problem = passwordProblem(password);
  if (problem) return problem;
  const config = configFromEnv();
  const db = await openDb({ ...config, schema: config.databaseSchema });
  try {
    await migrate(db);
    const changed = await usersRepository(db).setPasswordHash(normaliseEmail(email), await hashPassword(password));
    return changed ? null : `No administrator with the e-mail ${normaliseEmail(email)}`;
  } finally {
    await db.close();
  }
}

async function run(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'set-password' || !email) {
    process.stderr.write('Usage: npm run admin -- set-password EMAIL   (the password is read from standard input)\n');
    return 2;
  }
  const problem = await setPassword(email, await readPassword());
  if (problem) {
    process.stderr.write(`${problem}\n`);
    return 1;
  }
  process.stdout.write(`Password changed for ${normaliseEmail(email)}.\n`);
  return 0;
}

process.exitCode = await run(process.argv.slice(2));
