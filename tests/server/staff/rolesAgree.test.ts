// shared/roles.ts is the one table of the roles and of what each may do. The schema's UserRole
// enum, the database's checks on the role columns and docs/staff.md's table say it again in their
// own languages: each is read here as it is (the schema file, the live database's constraints, the
// page) and must say what the table says.
import { readFileSync } from 'node:fs';
import { buildSchema, isEnumType } from 'graphql';
import { describe, expect, expectTypeOf, test } from 'vitest';
import type { UserRole } from '../../../shared/graphql.generated.ts';
import { CAPABILITIES, ROLES, can, invitableRoles, manageableRoles, type Capability, type Role } from '../../../shared/roles.ts';
import { ROLE_LABELS } from '../../../shared/staff.ts';
import { columnChecks } from '../../kit/databaseChecks.ts';
import { databasesOf } from '../../kit/databases.ts';
import { withServer } from '../../kit/withServer.ts';

/** The roles someone may be invited to: those some role may invite. */
const INVITABLE = ROLES.filter((role) => ROLES.some((inviter) => invitableRoles(inviter).includes(role)));

test("the schema's UserRole enum is the roles, highest first", () => {
  expectTypeOf<Role>().toEqualTypeOf<UserRole>();
  const enumType = buildSchema(readFileSync('server/graphql/schema.graphql', 'utf8')).getType('UserRole');
  expect(isEnumType(enumType)).toBe(true);
  if (!isEnumType(enumType)) return;
  expect(enumType.getValues().map((value) => value.name)).toEqual([...ROLES]);
});

describe.each(databasesOf(import.meta.url))("the database's role checks on $name", (kind) => {
  const server = withServer(kind);

  /** The values the CHECK constraint on `table.role` allows, as the live database defines it. */
  async function allowedRoles(table: string): Promise<string[]> {
    const checks = await columnChecks(server.services.db, table, 'role');
    expect(checks).toHaveLength(1);
    return checks[0]!.values;
  }

  test('users.role allows every role and no other', async () => {
    expect(await allowedRoles('users')).toEqual([...ROLES].sort());
  });

  test('invitations.role allows the roles someone may be invited to (never Owner) and no other', async () => {
    expect(INVITABLE).not.toContain('OWNER');
    expect(await allowedRoles('invitations')).toEqual([...INVITABLE].sort());
  });
});

describe("docs/staff.md's role table", () => {
  const page = readFileSync('docs/staff.md', 'utf8');
  const lines = page.slice(page.indexOf('## Staff roles')).split('\n');
  const first = lines.findIndex((line) => line.startsWith('| may |'));
  const table = lines
    .slice(first, lines.findIndex((line, index) => index > first && !line.startsWith('|')))
    .map((line) => line.slice(1, -1).split('|').map((cell) => cell.trim()));
  const [header, , ...rows] = table;

  /** A row's cell for a role: ✔ or —, or for invitations and management the roles it reaches. */
  function cell(capability: Capability, role: Role): string {
    const reached = capability === 'users.invite' ? invitableRoles(role) : capability === 'users.manage' ? manageableRoles(role) : null;
    if (reached) return reached.length ? reached.map((one) => ROLE_LABELS[one]).join(', ') : '—';
    return can(role, capability) ? '✔' : '—';
  }

  test('has a column per role, highest first', () => {
    expect(first).toBeGreaterThan(0);
    expect(header).toEqual(['may', 'capability', ...ROLES.map((role) => ROLE_LABELS[role])]);
  });

  test('has a row per capability, in order, saying what each role has', () => {
    expect(rows.map(([, capability, ...cells]) => [capability, ...cells])).toEqual(
      CAPABILITIES.map((capability) => [`\`${capability}\``, ...ROLES.map((role) => cell(capability, role))]),
    );
  });
});

test('a role invites or manages people only with the capability to', () => {
  for (const role of ROLES) {
    expect(invitableRoles(role).length > 0).toBe(can(role, 'users.invite'));
    expect(manageableRoles(role).length > 0).toBe(can(role, 'users.manage'));
  }
});
