import { describe, expect, test } from 'vitest';
import { databasesOf } from '../../kit/databases.ts';
import { ADD_POST, LOGIN, MAKE_SUBSCRIBE, samplePostInput } from '../../kit/documents.ts';
import { ADMIN } from '../../kit/settings.ts';
import { startServerProcess, withProcessStorage } from '../../kit/process.ts';
import { graphql } from '../../kit/graphql.ts';

describe.each(databasesOf(import.meta.url))('acknowledged writes survive SIGKILL on $name', (kind) => {
  const { dataDir, schema } = withProcessStorage(kind, 'bcf-durability-');

  test('a burst of addPost and makeSubscribe, killed mid-way: every acknowledged write is there after a restart', async () => {
    const first = await startServerProcess({ kind, dataDir, schema });
    const login = await graphql<{ login_user: { token: string } }>(first.url, LOGIN, ADMIN);
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
            const result = await graphql<{ addPost: { _id: string } }>(first.url, ADD_POST, { input: samplePostInput({ title: `Burst ${i}` }) }, token);
            if (result.data?.addPost) acknowledgedPosts.push(result.data.addPost._id);
          } else {
            const email = `burst-${i}@example.org`;
            const result = await graphql<{ makeSubscribe: { id: string } }>(first.url, MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email } });
            if (result.data?.makeSubscribe) acknowledgedEmails.push(email);
          }
        } catch {
          // The connection died with the process: that write was never acknowledged.
        }
      }
    };
    const writers = Array.from({ length: 6 }, writer);
    await expect.poll(() => acknowledgedPosts.length + acknowledgedEmails.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(40);
    await first.kill();
    stop = true;
    await Promise.all(writers);
    expect(acknowledgedPosts.length).toBeGreaterThan(0);
    expect(acknowledgedEmails.length).toBeGreaterThan(0);

    const second = await startServerProcess({ kind, dataDir, schema });
    try {
      const secondToken = (await graphql<{ login_user: { token: string } }>(second.url, LOGIN, ADMIN)).data!.login_user.token;
      const posts = await graphql<{ getAllPosts: { _id: string }[] }>(second.url, 'query getAllPosts { getAllPosts { _id } }');
      const stored = new Set(posts.data!.getAllPosts.map((post) => post._id));
      expect(acknowledgedPosts.filter((id) => !stored.has(id))).toEqual([]);
      const subscribers = await graphql<{ getAllSubscriptions: { subscriptionWithEmail: string }[] }>(
        second.url,
        'query getAllSubscriptions { getAllSubscriptions { subscriptionWithEmail } }',
        {},
        secondToken,
      );
      const emails = new Set(subscribers.data!.getAllSubscriptions.map((row) => row.subscriptionWithEmail));
      expect(acknowledgedEmails.filter((email) => !emails.has(email))).toEqual([]);
    } finally {
      await second.stop();
    }
  }, 240_000);
});
