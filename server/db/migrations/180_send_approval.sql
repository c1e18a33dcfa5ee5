-- A scheduled post's newsletter send is bound to the content approved for it: send_approved_by
-- (who chose to send it; someone holding newsletter.send) and send_content_hash (SHA-256 of the
-- content they approved, server/posts/sendApproval.ts). The send goes out only while the post's
-- content still has that hash; a change by anyone who may not send newsletters cancels it, and
-- send_cancelled_at / send_cancelled_by say so on the post's page. Sends kept from before this
-- migration have no approval recorded: they are cancelled when they would go out.
ALTER TABLE posts
  ADD COLUMN send_approved_by text,
  ADD COLUMN send_content_hash text,
  ADD COLUMN send_cancelled_at timestamptz,
  ADD COLUMN send_cancelled_by text;
