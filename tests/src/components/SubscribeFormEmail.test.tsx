import { within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { TOAST_MS } from '../../../shared/constants.ts';
import { data, graphqlError } from '../../kit/fakeGraphqlServer.ts';
import { subscribeFormHarness } from './subscribeFormHarness.ts';

const { server, openForm, toast } = subscribeFormHarness();

describe('the subscribe form with e-mail on', () => {
  test('with e-mail on (a PENDING answer), the same toast and, under the form, the line asking to check the inbox', async () => {
    server.on('makeSubscribe', ({ variables }) => {
      const { subscriptionWithEmail } = variables.input as { subscriptionWithEmail: string };
      return data({ makeSubscribe: { id: 's2', subscriptionWithEmail, date_subscribed: 1, status: 'PENDING' } });
    });
    const { user, section, field, submit } = await openForm();
    expect(within(section).getByRole('status')).toHaveTextContent('');
    await user.type(field, 'aline@example.org');
    await user.click(submit);
    await toast('🎉 Subscribed successfully!');
    expect(within(section).getByRole('status')).toHaveTextContent('Check your inbox to confirm your subscription.');
  });

  test('a pending address asking again: the failure toast with the server\'s message', async () => {
    server.on('makeSubscribe', () =>
      graphqlError('This email is waiting for confirmation: we sent the link again.', 'BAD_USER_INPUT'),
    );
    const { user, field, submit } = await openForm();
    await user.type(field, 'aline@example.org');
    await user.click(submit);
    const { duration } = await toast('❌ This email is waiting for confirmation: we sent the link again.');
    expect(duration).toBe(`${TOAST_MS.long}ms`);
  });
});
