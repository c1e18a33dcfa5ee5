// What staff may do to a gift from its row: mark a pledge received and cancel a pledge (what its
// state allows, machines/giving.ts), and erase the donor's details of any gift not yet erased. Each
// button names the gift's reference to screen readers; cancelling and erasing are asked first,
// as neither can be taken back.
import { useState } from 'react';
import { giftActions } from '../../../../machines/giving.ts';
import { successToast } from '../../../../machines/adminToasts.ts';
import { useCancelGiftMutation, useEraseDonorMutation, type GiftRow } from '../../../../store/api/givingAdmin.ts';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { showToast } from '../common/showToast.ts';
import { refusalText } from './FormDialog.tsx';
import { MarkReceivedDialog } from './GiftDialogs.tsx';

export const GIFT_ACTION_TEXTS = {
  markReceived: 'Mark received',
  markReceivedLabel: (reference: string) => `Mark received: ${reference}`,
  cancel: 'Cancel',
  cancelLabel: (reference: string) => `Cancel ${reference}`,
  erase: 'Erase donor details',
  eraseLabel: (reference: string) => `Erase donor details of ${reference}`,
  cancelTitle: (reference: string) => `Cancel ${reference}?`,
  cancelMessage: 'The pledge is cancelled for good: it can no longer be marked received.',
  cancelConfirm: 'Cancel the pledge',
  keep: 'Keep the pledge',
  cancelled: (reference: string) => `${reference} is cancelled`,
  eraseTitle: (reference: string) => `Erase the donor details of ${reference}?`,
  eraseMessage:
    'The donor’s name, e-mail and phone are replaced by “erased”, for good. The amount, the dates and the receipt number stay, so the books still add up.',
  erased: (reference: string) => `The donor details of ${reference} are erased`,
} as const;

export type GiftAction = 'receive' | 'cancel' | 'erase';

/** A row's action buttons: their texts are the actions, their names say which gift. */
export function GiftActionButtons({ gift, onChoose }: { gift: GiftRow; onChoose: (action: GiftAction) => void }) {
  const allowed = giftActions(gift.status);
  return (
    <>
      {allowed.includes('MARK_RECEIVED') ? (
        <button type="button" className="link-button" aria-label={GIFT_ACTION_TEXTS.markReceivedLabel(gift.reference)} onClick={() => onChoose('receive')}>
          {GIFT_ACTION_TEXTS.markReceived}
        </button>
      ) : null}
      {allowed.includes('CANCEL') ? (
        <button type="button" className="link-button link-button--danger" aria-label={GIFT_ACTION_TEXTS.cancelLabel(gift.reference)} onClick={() => onChoose('cancel')}>
          {GIFT_ACTION_TEXTS.cancel}
        </button>
      ) : null}
      {gift.erased ? null : (
        <button type="button" className="link-button link-button--danger" aria-label={GIFT_ACTION_TEXTS.eraseLabel(gift.reference)} onClick={() => onChoose('erase')}>
          {GIFT_ACTION_TEXTS.erase}
        </button>
      )}
    </>
  );
}

interface DialogProps {
  gift: GiftRow;
  onClose: () => void;
  /** Closes the dialog once the action is done. */
  onDone: () => void;
  /** Said on the page when the server refuses. */
  onRefused: (message: string) => void;
}

/** What cancelling and erasing ask, and how each is done. */
function useConfirmedAction(action: 'cancel' | 'erase', gift: GiftRow) {
  const [cancelGift, cancelling] = useCancelGiftMutation();
  const [eraseDonor, erasing] = useEraseDonorMutation();
  const { reference } = gift;
  if (action === 'cancel') {
    return {
      run: () => cancelGift(gift.id).unwrap(),
      busy: cancelling.isLoading,
      done: GIFT_ACTION_TEXTS.cancelled(reference),
      dialog: { title: GIFT_ACTION_TEXTS.cancelTitle(reference), message: GIFT_ACTION_TEXTS.cancelMessage, confirmLabel: GIFT_ACTION_TEXTS.cancelConfirm, cancelLabel: GIFT_ACTION_TEXTS.keep },
    };
  }
  return {
    run: () => eraseDonor(gift.id).unwrap(),
    busy: erasing.isLoading,
    done: GIFT_ACTION_TEXTS.erased(reference),
    dialog: { title: GIFT_ACTION_TEXTS.eraseTitle(reference), message: GIFT_ACTION_TEXTS.eraseMessage, confirmLabel: GIFT_ACTION_TEXTS.erase },
  };
}

/** Cancelling a pledge or erasing a donor, asked first: neither can be taken back. */
function ConfirmedActionDialog({ action, gift, onClose, onDone, onRefused }: DialogProps & { action: 'cancel' | 'erase' }) {
  const { run, busy, done, dialog } = useConfirmedAction(action, gift);
  const confirm = async () => {
    try {
      await run();
      showToast(null, successToast(done));
      onDone();
    } catch (error) {
      onRefused(refusalText(error));
      onClose();
    }
  };
  return <ConfirmDialog {...dialog} busy={busy} onConfirm={() => void confirm()} onCancel={onClose} />;
}

/**
 * The action chosen on a row and its dialog: `choose(gift, action)` opens it; `dialog` is to be
 * rendered; `refusal` is what the server last refused of a confirmed action.
 */
export function useGiftActions() {
  const [open, setOpen] = useState<{ gift: GiftRow; action: GiftAction } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => setOpen(null);
  // Done, the row's button may go (a received gift is not received twice): the keyboard goes to
  // the row's reference, once the dialog has given it back to the button.
  const done = (gift: GiftRow) => () => {
    setOpen(null);
    setTimeout(() => document.querySelector<HTMLElement>(`[data-gift="${CSS.escape(gift.id)}"]`)?.focus(), 0);
  };
  const choose = (gift: GiftRow, action: GiftAction) => {
    setRefusal(null);
    setOpen({ gift, action });
  };
  let dialog = null;
  if (open?.action === 'receive') dialog = <MarkReceivedDialog gift={open.gift} onClose={close} onDone={done(open.gift)} />;
  else if (open) dialog = <ConfirmedActionDialog action={open.action} gift={open.gift} onClose={close} onDone={done(open.gift)} onRefused={setRefusal} />;
  return { choose, dialog, refusal };
}
