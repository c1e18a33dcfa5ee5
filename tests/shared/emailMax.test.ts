// The longest e-mail address is said once, in the visitors' rules (shared/contactRules.ts), which
// the giving form's donor details check through isValidEmail. The site content's table carries
// its own number (it travels with every page, the rules do not): it must be the same.
import { expect, test } from 'vitest';
import { CONTACT_LIMITS, isValidEmail } from '../../shared/contactRules.ts';
import { donorProblems } from '../../shared/giving.ts';
import { SECTIONS } from '../../shared/siteContent/schema.ts';

/** A well-formed address of `length` characters: a 60-character local part and labels of at most 60. */
function address(length: number): string {
  let domain = 'test';
  while (61 + domain.length < length) domain = `${'b'.repeat(Math.min(60, length - 61 - domain.length - 1))}.${domain}`;
  return `${'a'.repeat(60)}@${domain}`;
}

test("the site content's Contact e-mail allows what an address may be", () => {
  expect(SECTIONS.contact.fields.email).toMatchObject({ max: CONTACT_LIMITS.emailMax, format: 'email' });
});

test("a donor's address may be as long as any address, and no longer", () => {
  expect(address(CONTACT_LIMITS.emailMax)).toHaveLength(CONTACT_LIMITS.emailMax);
  expect(isValidEmail(address(CONTACT_LIMITS.emailMax))).toBe(true);
  expect(donorProblems({ email: address(CONTACT_LIMITS.emailMax) })).toEqual([]);
  expect(isValidEmail(address(CONTACT_LIMITS.emailMax + 1))).toBe(false);
  expect(donorProblems({ email: address(CONTACT_LIMITS.emailMax + 1) }).map((problem) => problem.field)).toEqual(['email']);
});
