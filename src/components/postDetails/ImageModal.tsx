import { useEffect, useId, useRef, type MouseEvent } from 'react';
import type { ImageRef } from '../../../shared/types.ts';
import { PostImage } from '../PostImage.tsx';
import { useMessages } from '../../i18n/messages.ts';
import { postDetails as englishTexts } from '../../i18n/english/postDetails.ts';

interface ImageModalProps {
  image: ImageRef;
  alt: string;
  onClose(): void;
}

/**
 * 'Full Image View': a modal dialog that closes on its Close button, on Escape and on a click on
 * the backdrop, keeps the keyboard inside while open and gives focus back to where it was.
 */
export function ImageModal({ image, alt, onClose }: ImageModalProps) {
  const titleId = useId();
  const texts = useMessages('postDetails', englishTexts);
  const closeButton = useRef<HTMLButtonElement>(null);
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });

  useEffect(() => {
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latestOnClose.current();
      } else if (event.key === 'Tab') {
        // The Close button is the dialog's only control: the keyboard stays on it.
        event.preventDefault();
        closeButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      returnFocusTo?.focus();
    };
  }, []);

  const onBackdropClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <div className="modal-backdrop" onClick={onBackdropClick}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="modal__title">
          {texts.fullView}
        </h2>
        <PostImage image={image} alt={alt} lazy={false} className="modal__image" />
        <button ref={closeButton} type="button" className="modal__close" onClick={onClose}>
          {texts.close}
        </button>
      </div>
    </div>
  );
}
