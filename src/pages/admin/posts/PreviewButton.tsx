import { useId, useRef, useState } from 'react';
import type { PostStatus } from '../../../../shared/postLifecycle.ts';
import { usePreviewLinkMutation, useRevokePreviewLinksMutation } from '../../../../store/api/previewLinks.ts';
import { notify } from '../../../lib/notify.ts';

/** The statuses whose posts have "Preview": those not public yet. */
const PREVIEWABLE: readonly PostStatus[] = ['DRAFT', 'IN_REVIEW', 'SCHEDULED'];

const failureText = (error: unknown, fallback: string) => (error as { message?: string } | undefined)?.message ?? fallback;

/**
 * "Preview" for a post not yet public: makes a secret link (valid 14 days) at which the
 * post shows exactly as visitors will see it, opens it in a new tab and shows it to copy and share
 * with someone without an account; "Revoke preview links" stops every link of the post working.
 */
export function PreviewButton({ postId, status }: { postId: string; status: PostStatus | null | undefined }) {
  const [makeLink, making] = usePreviewLinkMutation();
  const [revoke, revoking] = useRevokePreviewLinksMutation();
  const [link, setLink] = useState<{ url: string; expiresAt: number } | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  if (!status || !PREVIEWABLE.includes(status)) return null;

  const onPreview = async () => {
    const result = await makeLink(postId);
    if (result.error) {
      void notify('error', failureText(result.error, 'The preview link could not be made.'));
      return;
    }
    setLink(result.data);
    window.open(result.data.url, '_blank', 'noopener,noreferrer');
  };

  const onCopy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      void notify('success', 'Preview link copied');
    } catch {
      // Without clipboard access the link is selected, for the person to copy.
      field.current?.select();
    }
  };

  const onRevoke = async () => {
    const result = await revoke(postId);
    if (result.error) {
      void notify('error', failureText(result.error, 'The preview links could not be revoked.'));
      return;
    }
    setLink(null);
    void notify('success', 'Preview links revoked');
  };

  return (
    <span className="preview-links">
      <button type="button" className="button" disabled={making.isLoading} onClick={() => void onPreview()}>
        Preview
      </button>{' '}
      <button type="button" className="button" disabled={revoking.isLoading} onClick={() => void onRevoke()}>
        Revoke preview links
      </button>
      {link ? (
        <span className="preview-links__link">
          <label htmlFor={fieldId}>Preview link</label>{' '}
          <input
            id={fieldId}
            ref={field}
            type="text"
            readOnly
            value={link.url}
            size={Math.min(link.url.length, 60)}
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby={`${fieldId}-expiry`}
          />{' '}
          <button type="button" className="button" onClick={() => void onCopy()}>
            Copy link
          </button>{' '}
          <small id={`${fieldId}-expiry`}>Works until {new Date(link.expiresAt).toLocaleString()} for anyone with the link.</small>
        </span>
      ) : null}
    </span>
  );
}
