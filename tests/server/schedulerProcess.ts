// One server in a process of its own on a given PostgreSQL schema, its scheduler ticking every
// 100 ms (tests/server/postScheduler.test.ts starts two of these on one schema): prints "ready" once
// it answers, and stops when its stdin closes. Arguments: the schema, then the test SMTP server's URL.
import { databases } from '../kit/databases.ts';
import { TestServer } from '../kit/server.ts';
import { PUBLIC_URL, mailSettings } from '../kit/smtp.ts';

const [schema, smtpUrl] = process.argv.slice(2);
const postgres = databases.find((kind) => kind.name === 'postgres');
if (!postgres || !schema || !smtpUrl) throw new Error('usage: schedulerProcess.ts SCHEMA SMTP_URL (with TEST_DATABASE_URL set)');
const server = new TestServer(postgres, { seed: false, publicUrl: PUBLIC_URL, mail: mailSettings({ url: smtpUrl }), scheduleTickMs: 100, databaseSchema: schema });
await server.start();
process.stdout.write('ready\n');
process.stdin.resume();
process.stdin.on('end', () => void server.stop().then(() => process.exit(0)));
