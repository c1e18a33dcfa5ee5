import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Toasts } from '../../../src/components/toasts/Toasts.tsx';
import { notify } from '../../../src/lib/notify.ts';

test('the toast container loads on the first notify and shows the message as an alert', async () => {
  const { container } = render(<Toasts />);
  expect(container).toBeEmptyDOMElement();
  await notify('success', '🎉 Subscribed successfully!');
  expect(await screen.findByText('🎉 Subscribed successfully!')).toBeTruthy();
  await notify('error', '❌ This email is already subscribed');
  expect(await screen.findByText('❌ This email is already subscribed')).toBeTruthy();
});
