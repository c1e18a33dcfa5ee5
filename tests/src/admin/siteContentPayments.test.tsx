import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CONTENT_FORM_TEXTS } from '../../../src/pages/admin/siteContent/ContentFields.tsx';
import { SLOW, renderApp, withAdminServer } from './render.tsx';

// The Donate section's payment destinations in the site content form, against a real server: an
// Editor sees them read-only, saying who may change them (the server refuses it besides); an Owner
// changes them as any field.
const server = withAdminServer({ staff: true });
const graphqlUrl = () => `${server.url}/graphql`;


const PAYMENT_FIELDS = [/^Mobile money number/, /^Mobile money code/, /^Bank name/, /^Account name/, /^Account number/, /^SWIFT/, /^Hours/, /^MTN Mobile Money dial string/, /^Airtel Money dial string/];

describe('the Donate section\'s payment details', () => {
  test('an Editor sees each read-only, described as only an Owner\'s or Administrator\'s to change; the form line stays theirs', async () => {
    renderApp('/admin/site-content/donate', { token: server.staff.EDITOR!.token, graphqlUrl: graphqlUrl() });
    const number = await screen.findByRole('textbox', { name: PAYMENT_FIELDS[0] }, SLOW);
    for (const name of PAYMENT_FIELDS) {
      const field = screen.getByRole('textbox', { name });
      expect(field, String(name)).toHaveAttribute('readonly');
      expect(field).toHaveAccessibleDescription(CONTENT_FORM_TEXTS.paymentLocked);
    }
    expect(number).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /^Donation form line/ })).not.toHaveAttribute('readonly');
  });

  test('an Owner may change them', async () => {
    renderApp('/admin/site-content/donate', { token: server.token, graphqlUrl: graphqlUrl() });
    await screen.findByRole('textbox', { name: PAYMENT_FIELDS[0] }, SLOW);
    for (const name of PAYMENT_FIELDS) expect(screen.getByRole('textbox', { name }), String(name)).not.toHaveAttribute('readonly');
  });
});
