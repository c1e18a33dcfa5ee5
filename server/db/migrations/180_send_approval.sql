-- A scheduled post's newsletter send is bound to the content approved for it: send_approved_by
-- (who chose to send it; someone holding newsletter.send) and send_content_hash (SHA-256 of the
-- content they approved, server/posts/sendApproval.ts). The send goes out only while the post's
-- content still has that hash; a change by anyone who may not send newsletters cancels it, and
-- send_cancelled_at / send_cancelled_by say so on the post's page.
ALTER TABLE posts
  ADD COLUMN send_approved_by text,
  ADD COLUMN send_content_hash text,
  ADD COLUMN send_cancelled_at timestamptz,
  ADD COLUMN send_cancelled_by text;

-- A send kept from before has no approval to check its content against: it is cancelled (the
-- post stays scheduled, its page says so, and an Editor schedules it again with its send).
UPDATE posts SET send_on_publish = false, send_cancelled_at = now()
WHERE status = 'SCHEDULED' AND send_on_publish;
