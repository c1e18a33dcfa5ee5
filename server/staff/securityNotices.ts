// The e-mails about a person's own account: the password reset link, and the security notices
// (what changed, when in Kigali time, from which browser and address, what to do if it was not them).
import { kigaliTimeInWords } from '../../shared/kigaliTime.ts';
import { SITE_NAME, pathTo } from '../../shared/routes.ts';
import type { Repositories } from '../db/repositories.ts';
import { singleLine } from '../core/text.ts';
import { button, heading, paragraph, renderEmail, type Rendered } from '../mail/layout.ts';
import type { MailService } from '../mail/service.ts';

export type SecurityNoticeKind =
  | 'password_changed'
  | 'password_reset'
  | 'two_factor_on'
  | 'two_factor_off'
  | 'role_changed'
  | 'recovery_code_used'
  | 'second_factor_locked';

/** Each notice's subject, which says what happened. */
export const SECURITY_NOTICE_SUBJECTS: Record<SecurityNoticeKind, string> = {
  password_changed: `Your ${SITE_NAME} password was changed`,
  password_reset: `Your ${SITE_NAME} password was reset`,
  two_factor_on: `Two-factor sign-in was turned on for your ${SITE_NAME} account`,
  two_factor_off: `Two-factor sign-in was turned off for your ${SITE_NAME} account`,
  role_changed: `Your role on the ${SITE_NAME} website changed`,
  recovery_code_used: `A recovery code was used on your ${SITE_NAME} account`,
  second_factor_locked: `Someone entered your ${SITE_NAME} password and then wrong codes`,
};

const WHAT_HAPPENED: Record<SecurityNoticeKind, string> = {
  password_changed: 'The password of your account was changed. Your other sessions were ended.',
  password_reset: 'The password of your account was reset with a link sent to this address. Every session was ended.',
  two_factor_on: 'Two-factor sign-in was turned on: signing in now needs a code from your authenticator app.',
  two_factor_off: 'Two-factor sign-in was turned off: signing in now needs only your password.',
  role_changed: 'Your role in the admin area changed.',
  recovery_code_used: 'One of your two-factor recovery codes was used, and can no longer be used again.',
  second_factor_locked:
    'Someone entered the right password for your account, then wrong two-factor codes, again and again. Signing in to your account is paused for 15 minutes, from everywhere, you included.',
};

const IF_NOT_YOU: Record<SecurityNoticeKind, string> = {
  password_changed: 'If this was not you, reset your password at once with "Forgot your password?" on the sign-in page, and tell the site owner.',
  password_reset: 'If this was not you, reset your password again at once and tell the site owner: someone can read your e-mail.',
  two_factor_on: 'If this was not you, reset your password at once and tell the site owner.',
  two_factor_off: 'If this was not you, reset your password at once, turn two-factor sign-in back on, and tell the site owner.',
  role_changed: 'If you did not expect this, ask the site owner.',
  recovery_code_used:
    'If this was not you, someone has your password and a recovery code: reset your password, set two-factor sign-in up again and tell the site owner.',
  second_factor_locked:
    'If this was not you, someone has your password: once the pause is over, sign in and change it (or reset it with "Forgot your password?" on the sign-in page), and tell the site owner.',
};

/** Where a change came from, as far as the request tells. */
export interface NoticeDetail {
  at?: Date;
  ip?: string;
  userAgent?: string;
  /** One more line, e.g. the new role. */
  note?: string;
}

function render(publicUrl: string, subject: string, lines: string[], postalAddress: string | undefined, link?: { href: string; label: string }): Rendered {
  return renderEmail(
    publicUrl,
    subject,
    [heading(subject), ...lines.map((line) => paragraph(line)), ...(link ? [button(link.href, link.label)] : [])],
    [],
    postalAddress,
  );
}

export function securityNoticeMessage(publicUrl: string, kind: SecurityNoticeKind, detail: NoticeDetail = {}, postalAddress?: string): Rendered {
  const lines = [WHAT_HAPPENED[kind], `When: ${kigaliTimeInWords(detail.at ?? new Date())}`];
  if (detail.note) lines.push(singleLine(detail.note).slice(0, 200));
  const from = [detail.userAgent && singleLine(detail.userAgent), detail.ip && `address ${singleLine(detail.ip)}`].filter(Boolean);
  if (from.length > 0) lines.push(`From: ${from.join(', ')}`);
  lines.push(IF_NOT_YOU[kind]);
  return render(publicUrl, SECURITY_NOTICE_SUBJECTS[kind], lines, postalAddress);
}

export const RESET_SUBJECT = `Reset your ${SITE_NAME} password`;

export function passwordResetMessage(publicUrl: string, token: string, detail: NoticeDetail = {}, postalAddress?: string): Rendered {
  const href = `${publicUrl}${pathTo('resetPassword')}?token=${encodeURIComponent(token)}`;
  const lines = [
    'Someone, hopefully you, asked to reset the password of your account on the admin area. The link below works once, for 60 minutes.',
    `Asked: ${kigaliTimeInWords(detail.at ?? new Date())}`,
  ];
  if (detail.ip) lines.push(`From address ${singleLine(detail.ip)}`);
  lines.push('If you did not ask for this, ignore this e-mail: your password stays as it is. A reset never skips two-factor sign-in.');
  return render(publicUrl, RESET_SUBJECT, lines, postalAddress, { href, label: 'Choose a new password' });
}

/**
 * Queues a security notice to `user`'s address (nothing with e-mail off). Called after the change
 * it tells of is stored. `role_changed` is for the Users page's role change.
 */
export async function sendSecurityNotice(
  services: { mail: MailService; repos?: Repositories },
  user: { email: string },
  kind: SecurityNoticeKind,
  detail?: NoticeDetail,
): Promise<boolean> {
  const message = securityNoticeMessage(services.mail.publicUrl, kind, detail, await services.mail.postalAddress(services.repos));
  return services.mail.enqueue([{ kind: 'security_notice', recipient: user.email, ...message }], services.repos);
}
