import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { BusyOverlay } from '../../../src/pages/admin/common/BusyOverlay.tsx';

function Page({ onCancel }: { onCancel?: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setBusy(true)}>
        Start
      </button>
      <a href="#elsewhere">Elsewhere</a>
      {busy && (
        <BusyOverlay
          text="Uploading images, please wait..."
          progress={{ loaded: 25, total: 100 }}
          onCancel={
            onCancel &&
            (() => {
              onCancel();
              setBusy(false);
            })
          }
        />
      )}
    </>
  );
}

describe('the busy overlay', () => {
  test('is a modal dialog named and announced by its text, with the bytes sent', async () => {
    const user = userEvent.setup();
    render(<Page onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('dialog', { name: 'Uploading images, please wait...' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading images, please wait...');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '25');
    expect(screen.getByText('25% sent')).toBeInTheDocument();
  });

  test('keeps the keyboard inside: focus moves in, Tab stays, Escape cancels and focus returns', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<Page onCancel={onCancel} />);
    const start = screen.getByRole('button', { name: 'Start' });
    await user.click(start);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(start).toHaveFocus();
  });

  test('without a way to cancel, the dialog itself holds focus and Escape does nothing', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
  });
});
