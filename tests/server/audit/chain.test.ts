// The activity log's hash chain, on its own: canonical JSON, hashes, the walk that finds every
// broken link, and what an erasure leaves of a row and how the chain still verifies it.
import { describe, expect, test } from 'vitest';
import { createHash } from 'node:crypto';
import { BROKEN_LISTED_MAX, GENESIS_HASH, attestedIn, canonicalJson, entryHash, erasureDetail, verifyChain, type AuditContent, type StoredEntry } from '../../../server/audit/chain.ts';
import { detailOf, targetOf } from '../../../server/graphql/auditLog.ts';
import { erasedRow, type ErasedPerson } from '../../../server/audit/redaction.ts';

function chain(n: number, first = GENESIS_HASH): StoredEntry[] {
  const rows: StoredEntry[] = [];
  let prev = first;
  for (let i = 1; i <= n; i++) {
    const content: AuditContent = {
      id: String(i), at: 1_700_000_000_000 + i, actorKey: 'u1', actorEmail: 'a@b.test', action: 'post.created',
      target: `p${i}`, ip: '127.0.0.1', userAgent: 'test', detail: null,
    };
    const hash = entryHash(prev, content);
    rows.push({ ...content, actorId: 'u1', prevHash: prev, hash });
    prev = hash;
  }
  return rows;
}

const pagesOf = (rows: StoredEntry[], size = 3) => async (after: string | null) => {
  const start = after === null ? 0 : rows.findIndex((row) => row.id === after) + 1;
  return rows.slice(start, start + size);
};

describe('the hash chain', () => {
  test('canonical JSON does not depend on key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 'x'], c: null } })).toBe(canonicalJson({ a: { c: null, d: [1, 'x'] }, b: 1 }));
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  test('a hash is SHA-256 of the previous hash and the content, and changes with any field', () => {
    const [row] = chain(1);
    const { actorId: _a, prevHash: _p, hash, ...content } = row!;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(entryHash(GENESIS_HASH, { ...content })).toBe(hash);
    for (const key of Object.keys(content) as (keyof AuditContent)[]) {
      const changed = { ...content, [key]: typeof content[key] === 'number' ? 1 : 'changed' };
      expect(entryHash(GENESIS_HASH, changed)).not.toBe(hash);
    }
    expect(entryHash('f'.repeat(64), content)).not.toBe(hash);
  });

  test('an intact chain verifies, across pages, and from a pruned start', async () => {
    const intact = (entries: number) => ({ intact: true, entries, broken: [], brokenCount: 0 });
    expect(await verifyChain(pagesOf(chain(10)))).toEqual(intact(10));
    expect(await verifyChain(pagesOf([]))).toEqual(intact(0));
    // The oldest rows pruned: the first kept row's prev_hash is taken as given.
    expect(await verifyChain(pagesOf(chain(10).slice(4)))).toEqual(intact(6));
  });

  const brokenIds = async (rows: StoredEntry[]) => (await verifyChain(pagesOf(rows))).broken.map((entry) => entry.id);

  test('a changed row, a removed row, a changed actor are each reported at that row', async () => {
    const changed = chain(8);
    changed[4] = { ...changed[4]!, target: 'someone else' };
    expect(await verifyChain(pagesOf(changed))).toEqual({
      intact: false, entries: 8, brokenCount: 1, broken: [{ id: '5', problem: expect.stringMatching(/content does not match its hash/) }],
    });

    const removed = chain(8).filter((row) => row.id !== '3');
    expect(await verifyChain(pagesOf(removed))).toMatchObject({ intact: false, entries: 7, broken: [{ id: '4', problem: expect.stringMatching(/prev_hash/) }] });

    const rehashed = chain(8);
    // Changing a row and recomputing its own hash still breaks the next link.
    const { actorId: _a, prevHash, hash: _h, ...content } = { ...rehashed[2]!, action: 'nothing.happened' };
    rehashed[2] = { ...rehashed[2]!, action: 'nothing.happened', hash: entryHash(prevHash, content) };
    expect(await brokenIds(rehashed)).toEqual(['4']);

    const otherActor = chain(5);
    otherActor[1] = { ...otherActor[1]!, actorId: 'u2' };
    expect(await verifyChain(pagesOf(otherActor))).toMatchObject({ intact: false, broken: [{ id: '2', problem: expect.stringMatching(/actor/) }] });
  });

  test('one broken row never hides a later one: every row that fails is reported, across pages', async () => {
    const rows = chain(12);
    rows[2] = { ...rows[2]!, target: 'changed' };
    rows[6] = { ...rows[6]!, actorId: 'u2' };
    rows.splice(9, 1);
    expect(await verifyChain(pagesOf(rows))).toMatchObject({ intact: false, entries: 11, brokenCount: 3 });
    expect(await brokenIds(rows)).toEqual(['3', '7', '11']);
  });

  test('a log broken everywhere is counted whole and listed up to its limit', async () => {
    const rows = chain(BROKEN_LISTED_MAX + 5).map((row) => ({ ...row, target: 'changed' }));
    const check = await verifyChain(pagesOf(rows, 500));
    expect(check).toMatchObject({ intact: false, entries: BROKEN_LISTED_MAX + 5, brokenCount: BROKEN_LISTED_MAX + 5 });
    expect(check.broken).toHaveLength(BROKEN_LISTED_MAX);
  });

  test('a row of well-formed text hashes as it always has: SHA-256 of the previous hash and its canonical JSON', () => {
    const [row] = chain(1);
    const { actorId: _a, prevHash, hash, ...content } = { ...row!, target: 'Ana Müller \u{1F600} 東京' };
    const before = createHash('sha256').update(prevHash).update(canonicalJson(content)).digest('hex');
    expect(entryHash(prevHash, content)).toBe(before);
    expect(hash).not.toBe(before);
  });

  test('a row hashed with a lone surrogate before rows were hashed as stored still verifies; with two, or changed, it does not', async () => {
    const rows = chain(4);
    /** Row 2 rewritten as an older server wrote it: hashed over the surrogates, stored with U+FFFD. */
    const writtenBefore = (target: string) => {
      const { actorId: _a, prevHash, hash: _h, ...content } = rows[1]!;
      const hash = createHash('sha256').update(prevHash).update(canonicalJson({ ...content, target })).digest('hex');
      const again = chain(4);
      again[1] = { ...again[1]!, target: target.toWellFormed(), hash };
      // The rows after it link to the hash it was given.
      let previous = hash;
      for (const index of [2, 3]) {
        const { actorId: _b, prevHash: _p, hash: _old, ...later } = again[index]!;
        again[index] = { ...again[index]!, prevHash: previous, hash: entryHash(previous, later) };
        previous = again[index]!.hash;
      }
      return again;
    };
    expect(await verifyChain(pagesOf(writtenBefore('attacker\ud800@x.example')))).toMatchObject({ intact: true, entries: 4 });
    expect(await verifyChain(pagesOf(writtenBefore('a\udfff')))).toMatchObject({ intact: true });
    expect(await brokenIds(writtenBefore('a\ud800b\udc01'))).toEqual(['2']);
    const changed = writtenBefore('attacker\ud800@x.example');
    changed[1] = { ...changed[1]!, target: 'someone\ufffd@x.example' };
    expect(await brokenIds(changed)).toEqual(['2']);
  });

  test('a lone surrogate is hashed as the database stores it, U+FFFD, so the row read back verifies', () => {
    const [row] = chain(1);
    const { actorId: _a, prevHash, hash: _h, ...content } = row!;
    expect(entryHash(prevHash, { ...content, target: 'attacker\ud800@x.example' })).toBe(entryHash(prevHash, { ...content, target: 'attacker\ufffd@x.example' }));
    expect(entryHash(prevHash, { ...content, userAgent: '\udc00' })).toBe(entryHash(prevHash, { ...content, userAgent: '\ufffd' }));
  });
});

describe('an erasure in the chain', () => {
  /** Row `index` of `rows` with `changes`, as an erasure leaves it: attested by the hash of its new content (or not at all). */
  function erased(rows: StoredEntry[], index: number, changes: Partial<AuditContent>, attest = true): StoredEntry[] {
    const copy = [...rows];
    const { actorId: _a, prevHash, hash: _h, attested: _t, ...content } = { ...copy[index]!, ...changes };
    copy[index] = { ...copy[index]!, ...changes, attested: attest ? entryHash(prevHash, content) : null };
    return copy;
  }
  const brokenIds = async (rows: StoredEntry[]) => (await verifyChain(pagesOf(rows))).broken.map((entry) => entry.id);

  test('a row rewritten by an erasure verifies by the hash its erasure row attests, and the next row still links to its own hash', async () => {
    const rows = erased(chain(6), 2, { actorEmail: 'erased', target: 'erased', ip: 'erased', userAgent: 'erased' });
    expect(await verifyChain(pagesOf(rows))).toEqual({ intact: true, entries: 6, broken: [], brokenCount: 0 });
  });

  test('a rewritten row nobody attests, or changed after its erasure, or re-hashed to match, is reported', async () => {
    expect(await brokenIds(erased(chain(6), 2, { target: 'erased' }, false))).toEqual(['3']);
    const changedAfter = erased(chain(6), 2, { target: 'erased' });
    changedAfter[2] = { ...changedAfter[2]!, action: 'nothing.happened' };
    expect(await brokenIds(changedAfter)).toEqual(['3']);
    // A forged attestation must name the hash of the content as it is: one of other content fails.
    const forged = erased(chain(6), 2, { target: 'erased' });
    forged[2] = { ...forged[2]!, target: 'someone else' };
    expect(await brokenIds(forged)).toEqual(['3']);
  });

  test('an erasure row attests each row by id; anything else attests nothing', () => {
    const detail = erasureDetail('donor', { 12: 'a'.repeat(64), 40: 'b'.repeat(64) });
    expect(JSON.parse(detail)).toEqual({ of: 'donor', rows: { 12: 'a'.repeat(64), 40: 'b'.repeat(64) } });
    expect(attestedIn(detail, '12')).toBe('a'.repeat(64));
    expect(attestedIn(detail, '13')).toBeNull();
    for (const other of [null, 'not json', '[]', '{"rows":null}', '{"rows":{"12":5}}', '{"rows":{"__proto__":"x"}}']) expect(attestedIn(other, '12')).toBeNull();
    expect(attestedIn('{"rows":{"constructor":"x"}}', 'toString')).toBeNull();
  });
});

describe('what an erasure leaves of a row', () => {
  const row = (fields: Partial<StoredEntry>): StoredEntry => ({
    id: '7', at: 1, actorId: 'u9', actorKey: 'u9', actorEmail: 'boss@bcf.test', action: 'gift.received', target: 'g1',
    ip: '192.0.2.1', userAgent: 'Browser/1', detail: null, prevHash: GENESIS_HASH, hash: 'h', ...fields,
  });
  const donor: ErasedPerson = { of: 'donor', id: 'g1', addresses: ['Ana@Example.rw'], values: ['Ana Uwase', 'ana@example.rw', '+250 788 000 111', 'TX-42'] };

  test('a donor: the transaction id and details in the rows about their gift, their address anywhere; who acted stays', () => {
    expect(erasedRow(row({ detail: JSON.stringify({ amountRwf: 5000, date: '2026-01-05', transactionId: 'TX-42' }) }), donor)).toEqual({
      id: '7', actorEmail: 'boss@bcf.test', target: 'g1', ip: '192.0.2.1', userAgent: 'Browser/1',
      detail: JSON.stringify({ amountRwf: 5000, date: '2026-01-05', transactionId: 'erased' }),
    });
    // Another gift's row keeps a value that happens to be the same; an address is erased wherever it is.
    expect(erasedRow(row({ target: 'g2', detail: JSON.stringify({ transactionId: 'TX-42' }) }), donor)).toBeNull();
    expect(erasedRow(row({ target: 'g2', detail: JSON.stringify({ note: ['see ANA@example.rw'] }) }), donor)?.detail).toBe(JSON.stringify({ note: ['erased'] }));
    expect(erasedRow(row({ target: 'g2', detail: 'not json ana@example.rw' }), donor)?.detail).toBeNull();
    expect(erasedRow(row({ target: 'g2' }), donor)).toBeNull();
  });

  test('a staff member: their own rows lose their e-mail, address and browser; rows naming them lose their address; their names go from the rows about them', () => {
    const staff: ErasedPerson = { of: 'staff', id: 'u9', account: 'u9', addresses: ['boss@bcf.test'], values: ['Grace', 'Mukamana'] };
    expect(erasedRow(row({ action: 'post.created', target: 'p1', detail: JSON.stringify({ title: 'Grace' }) }), staff)).toEqual({
      id: '7', actorEmail: 'erased', target: 'p1', ip: 'erased', userAgent: 'erased', detail: JSON.stringify({ title: 'erased' }),
    });
    expect(erasedRow(row({ actorId: null, actorKey: null, actorEmail: null, action: 'login.failed', target: 'boss@bcf.test' }), staff)).toEqual({
      id: '7', actorEmail: null, target: 'erased', ip: 'erased', userAgent: 'erased', detail: null,
    });
    expect(erasedRow(row({ actorId: 'u1', actorKey: 'u1', actorEmail: 'owner@bcf.test', action: 'user.updated', target: 'u9', detail: JSON.stringify({ firstName: 'Grace' }) }), staff)).toEqual({
      id: '7', actorEmail: 'owner@bcf.test', target: 'u9', ip: '192.0.2.1', userAgent: 'Browser/1', detail: JSON.stringify({ firstName: 'erased' }),
    });
    // Someone else's row about someone else, with the same first name: kept.
    expect(erasedRow(row({ actorId: 'u1', actorKey: 'u1', actorEmail: 'owner@bcf.test', target: 'p1', detail: JSON.stringify({ title: 'Grace' }) }), staff)).toBeNull();
  });

  test('"erased" itself is never looked for: erasing an already erased gift finds nothing new', () => {
    const again: ErasedPerson = { of: 'donor', id: 'g1', addresses: ['erased'], values: ['erased', ''], fields: ['transactionId'] };
    expect(erasedRow(row({ target: 'erased', detail: JSON.stringify({ transactionId: 'erased' }) }), again)).toBeNull();
    expect(erasedRow(row({ detail: JSON.stringify({ transactionId: 'erased', amountRwf: 5000 }) }), again)).toBeNull();
  });

  test('a gift erased before its transaction id was: the field is erased from its rows whatever it holds, and only from its rows', () => {
    const again: ErasedPerson = { of: 'donor', id: 'g1', addresses: ['erased'], values: ['erased'], fields: ['transactionId'] };
    expect(erasedRow(row({ detail: JSON.stringify({ amountRwf: 5000, transactionId: 'MP-OLD-1' }) }), again)?.detail).toBe(JSON.stringify({ amountRwf: 5000, transactionId: 'erased' }));
    expect(erasedRow(row({ detail: JSON.stringify({ amountRwf: 5000, transactionId: '' }) }), again)).toBeNull();
    expect(erasedRow(row({ target: 'g2', detail: JSON.stringify({ transactionId: 'MP-OLD-1' }) }), again)).toBeNull();
  });
});

describe('what a mutation leaves in the log', () => {
  test('the target is an id, an invitation e-mail or the answer\'s id, never a secret', () => {
    expect(targetOf({ id: 'u1', input: { role: 'EDITOR' } }, null)).toBe('u1');
    expect(targetOf({ input: { post_id: 'p1', title: 'T' } }, null)).toBe('p1');
    expect(targetOf({ input: 'p2' }, null)).toBe('p2');
    expect(targetOf({ to: 'u3' }, null)).toBe('u3');
    expect(targetOf({ input: { email: 'new@b.test', role: 'AUTHOR' } }, null)).toBe('new@b.test');
    expect(targetOf({ input: { title: 'x' } }, { _id: 'p4' })).toBe('p4');
    expect(targetOf({ token: 'secret-token', password: 'pw', code: '123456' }, true)).toBeNull();
    expect(targetOf({ id: 'x'.repeat(1000) }, null)).toHaveLength(200);
    // Cut at a character, never between the halves of a surrogate pair.
    expect(targetOf({ id: `${'x'.repeat(199)}\u{1F600}` }, null)).toBe('x'.repeat(199));
  });

  test('the detail keeps short plain arguments and drops secrets and bulk', () => {
    const detail = detailOf({
      id: 'u1',
      password: 'hunter2hunter2', current: 'old secret', next: 'new secret', code: '123456', token: 'tok',
      challenge: 'chal', secret: 'JBSWY3DP', recoveryCode: 'abcd-efgh',
      input: { role: 'EDITOR', firstName: 'Ana', content: 'a long body', contentSections: [{ paragraph1: 'x' }], newPassword: 'pw' },
    });
    expect(JSON.parse(detail!)).toEqual({ role: 'EDITOR', firstName: 'Ana' });
    for (const secret of ['hunter2', 'old secret', 'new secret', '123456', 'tok', 'chal', 'JBSWY3DP', 'abcd-efgh', 'long body']) {
      expect(detail).not.toContain(secret);
    }
    expect(detailOf({ title: 'y'.repeat(500) })).toBe(JSON.stringify({ title: 'y'.repeat(100) }));
    expect(detailOf({ title: `${'y'.repeat(99)}\u{1F600}` })).toBe(JSON.stringify({ title: 'y'.repeat(99) }));
    expect(detailOf({})).toBeNull();
  });
});
