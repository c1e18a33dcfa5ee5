// The texts of two-factor sign-in on Your account, and how the key and its QR code are shown.
export const TWO_FACTOR_TEXTS = {
  heading: 'Two-factor sign-in',
  on: 'Two-factor sign-in is on. Signing in asks for a code from your authenticator app.',
  off: 'Two-factor sign-in is off. Turn it on so that your password alone cannot open your account.',
  required: 'Two-factor sign-in is required for your account. Set it up to use the admin area.',
  turnOn: 'Turn on two-factor',
  turnOff: 'Turn off two-factor',
  scan: 'Scan this QR code with your authenticator app, or enter the key below.',
  qrAlt: 'QR code for your authenticator app',
  keyLabel: 'Key',
  codeLabel: 'Code from your app',
  codeRequired: 'Enter the 6-digit code your app shows',
  codeShape: 'The code is 6 digits',
  confirm: 'Confirm',
  cancel: 'Cancel',
  codesHeading: 'Save your recovery codes',
  codesIntro:
    'Two-factor sign-in is now on. If you lose your phone, each of these codes signs you in once. Keep them somewhere safe: they are not shown again.',
  download: 'Download (.txt)',
  copy: 'Copy',
  copied: 'Copied.',
  copyFailed: 'Could not copy: select the codes and copy them, or download them.',
  saved: 'I have saved these recovery codes',
  done: 'Done',
  leaveHeading: 'Leave without saving your recovery codes?',
  leaveText: 'They are not shown again. Without them, a lost phone locks you out of your account.',
  stay: 'Stay and save them',
  leave: 'Leave anyway',
  passwordLabel: 'Password',
  passwordRequired: 'Enter your password',
  offCodeLabel: 'Code from your app, or a recovery code',
  offCodeRequired: 'Enter a code',
  turnedOff: 'Two-factor sign-in is off.',
} as const;

/** The key as authenticator apps take it, in groups of four for reading and typing. */
export function groupedKey(secret: string): string {
  return secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The server's SVG as an image (never as markup in the page: an <img> runs no script). */
export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
