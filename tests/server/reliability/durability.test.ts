import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ADD_POST, ADMIN, LOGIN, MAKE_SUBSCRIBE, databases, samplePostInput } from '../helpers.ts';
import { gqlAt, removeChildData, startChild } from './child.ts';

describe.each(databases)('acknowledged writes survive SIGKILL on $name', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bcf-durability-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;

  afterAll(async () => {
    await removeChildData(kind, dataDir, schema);
  });

  test('a burst of addPost and makeSubscribe, killed mid-way: every acknowledged write is there after a restart', async () => {
    const first = await startChild(kind, dataDir, schema);
    const login = await gqlAt<{ login_user: { token: string } }>(first.url, LOGIN, ADMIN);
    const token = login.data!.login_user.token;

    const acknowledgedPosts: string[] = [];
    const acknowledgedEmails: string[] = [];
    let stop = false;
    let n = 0;
    const writer = async () => {
      while (!stop) {
        const i = n++;
        try {
          if (i % 2 === 0) {
            const result = await gqlAt<{ addPost: { _id: string } }>(first.url, ADD_POST, { input: samplePostInput({ title: `Burst ${i}` }) }, token);
            if (result.data?.addPost) acknowledgedPosts.push(result.data.addPost._id);
          } else {
            const email = `burst-${i}@example.org`;
            const result = await gqlAt<{ makeSubscribe: { id: string } }>(first.url, MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email } });
            if (result.data?.makeSubscribe) acknowledgedEmails.push(email);
          }
        } catch {
          // The connection died with the process: that write was never acknowledged.
        }
      }
    };
    const writers = Array.from({ length: 6 }, writer);
    await expect.poll(() => acknowledgedPosts.length + acknowledgedEmails.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(40);
    first.process.kill('SIGKILL');
    await first.exited;
    stop = true;
    await Promise.all(writers);
    expect(acknowledgedPosts.length).toBeGreaterThan(0);
    expect(acknowledgedEmails.length).toBeGreaterThan(0);

    const second = await startChild(kind, dataDir, schema);
    try {
      const secondToken = (await gqlAt<{ login_user: { token: string } }>(second.url, LOGIN, ADMIN)).data!.login_user.token;
      const posts = await gqlAt<{ getAllPosts: { _id: string }[] }>(second.url, 'query getAllPosts { getAllPosts { _id } }');
      const stored = new Set(posts.data!.getAllPosts.map((post) => post._id));
      expect(acknowledgedPosts.filter((id) => !stored.has(id))).toEqual([]);
      const subscribers = await gqlAt<{ getAllSubscriptions: { subscriptionWithEmail: string }[] }>(
        second.url,
        'query getAllSubscriptions { getAllSubscriptions { subscriptionWithEmail } }',
        {},
        secondToken,
      );
      const emails = new Set(subscribers.data!.getAllSubscriptions.map((row) => row.subscriptionWithEmail));
      expect(acknowledgedEmails.filter((email) => !emails.has(email))).toEqual([]);
    } finally {
      second.process.kill('SIGTERM');
      await second.exited;
    }
  }, 240_000);
});
