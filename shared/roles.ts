// The staff roles and what each may do: the server refuses (FORBIDDEN) what a role cannot do, and
// the admin area hides it. One table, read by both, so the two cannot disagree; the schema's
// UserRole enum, the database's CHECKs and docs/staff.md's table restate it, and
// tests/server/staff/rolesAgree.test.ts fails when one of them does not.
import type { UserRole } from './graphql.generated.ts';

/** Highest first: a role may act on people of the roles below it, never on its own or higher. */
export const ROLES = ['OWNER', 'ADMINISTRATOR', 'EDITOR', 'AUTHOR', 'CONTRIBUTOR'] as const satisfies readonly UserRole[];
export type Role = (typeof ROLES)[number];

/** What the admin area and its operations ask of a person, in the order docs/staff.md lists them. */
export const CAPABILITIES = [
  /** See the admin area, upload images. */
  'admin.enter',
  /** Write drafts of their own and submit them for review (the post lifecycle, shared/postLifecycle.ts). */
  'posts.draft',
  /** Create posts; edit and delete their own. */
  'posts.own',
  /** Edit and delete anyone's posts. */
  'posts.any',
  /** Send a post to subscribers; the Newsletter page. */
  'newsletter.send',
  /** Read and delete contact messages. */
  'messages.manage',
  /** Subscribers: list, delete, export CSV. */
  'subscribers.manage',
  /** Invite people (of the roles `invitableRoles` names). */
  'users.invite',
  /** Change roles, end others' sessions, remove people (of the roles `manageableRoles` names). */
  'users.manage',
  /** The activity log. */
  'activity.read',
  /** The foundation's own words on the public pages (Site content): drafts, previews, publishing. */
  'site.edit',
  /** Donations: the gifts and their donors, receipts, the export, campaigns; where donors pay. */
  'donations.manage',
  /** Insights: visits, newsletter reach, subscribers and giving, counted and never personal. */
  'insights.view',
  /** Hand the Owner's role to an Administrator. */
  'ownership.transfer',
  /** Security settings for everyone: the two-factor requirement. */
  'security.policy',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

// Contributors write drafts and submit them for review; Authors and up publish their own.
const GRANTED: Record<Role, readonly Capability[]> = {
  OWNER: ['admin.enter', 'posts.draft', 'posts.own', 'posts.any', 'newsletter.send', 'messages.manage', 'subscribers.manage', 'users.invite', 'users.manage', 'activity.read', 'ownership.transfer', 'security.policy', 'site.edit', 'donations.manage', 'insights.view'],
  ADMINISTRATOR: ['admin.enter', 'posts.draft', 'posts.own', 'posts.any', 'newsletter.send', 'messages.manage', 'subscribers.manage', 'users.invite', 'users.manage', 'activity.read', 'site.edit', 'donations.manage', 'insights.view'],
  EDITOR: ['admin.enter', 'posts.draft', 'posts.own', 'posts.any', 'newsletter.send', 'messages.manage', 'users.invite', 'site.edit', 'insights.view'],
  AUTHOR: ['admin.enter', 'posts.draft', 'posts.own'],
  CONTRIBUTOR: ['admin.enter', 'posts.draft'],
};

/** The roles a person of `role` may invite: nobody becomes Owner but by a transfer. */
const INVITABLE: Record<Role, readonly Role[]> = {
  OWNER: ['ADMINISTRATOR', 'EDITOR', 'AUTHOR', 'CONTRIBUTOR'],
  ADMINISTRATOR: ['ADMINISTRATOR', 'EDITOR', 'AUTHOR', 'CONTRIBUTOR'],
  EDITOR: ['AUTHOR', 'CONTRIBUTOR'],
  AUTHOR: [],
  CONTRIBUTOR: [],
};

/** The roles whose people a person of `role` may manage (and the roles they may give them). */
const MANAGEABLE: Record<Role, readonly Role[]> = {
  OWNER: ['ADMINISTRATOR', 'EDITOR', 'AUTHOR', 'CONTRIBUTOR'],
  ADMINISTRATOR: ['EDITOR', 'AUTHOR', 'CONTRIBUTOR'],
  EDITOR: [],
  AUTHOR: [],
  CONTRIBUTOR: [],
};

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

export const can = (role: Role, capability: Capability): boolean => GRANTED[role].includes(capability);

export const capabilitiesOf = (role: Role): readonly Capability[] => GRANTED[role];

/** The roles that have `capability`, highest first. */
export const rolesWith = (capability: Capability): readonly Role[] => ROLES.filter((role) => can(role, capability));

export const invitableRoles = (role: Role): readonly Role[] => INVITABLE[role];

export const manageableRoles = (role: Role): readonly Role[] => MANAGEABLE[role];

/**
 * May a person edit or delete a post? Anyone's with `posts.any`; their own with `posts.own`. A
 * post whose author is gone (no user id) is nobody's own.
 */
export function canChangePost(person: { _id: string; role: Role }, post: { user_id: string | null | undefined }): boolean {
  if (can(person.role, 'posts.any')) return true;
  return can(person.role, 'posts.own') && !!post.user_id && post.user_id === person._id;
}
