import { useEffect, useRef } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
}

/**
 * Keeps the keyboard inside a modal box: focus moves in on opening (and back in if the focused
 * control disappears), Tab and Shift+Tab cycle, Escape calls onEscape; on closing, focus returns
 * to where it was. While `active` is false the keys are left alone (a busier dialog inside rules).
 */
export function useDialogFocus<T extends HTMLElement>(onEscape?: () => void, active = true) {
  const ref = useRef<T>(null);
  const escape = useRef(onEscape);
  const isActive = useRef(active);
  useEffect(() => {
    escape.current = onEscape;
    isActive.current = active;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const box = ref.current;
    if (!box) return;

    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || !isActive.current || !box) return;
      if (event.key === 'Escape' && escape.current) {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(box);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        box.focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === box)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }

    box.addEventListener('keydown', onKeyDown);
    return () => {
      box.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  useEffect(() => {
    const box = ref.current;
    if (!box || box.contains(document.activeElement)) return;
    (focusables(box)[0] ?? box).focus();
  });

  return ref;
}
