-- Erasing a person's data from the audit log (server/audit/redaction.ts) keeps the hash chain
-- verifiable: a changed row keeps its hash and prev_hash, and erased_in names the later row
-- (action personal_data.erased) whose detail attests the hash of its content as erased
-- (server/audit/chain.ts). No hash covers erased_in, as none covers actor_id.
ALTER TABLE audit_log ADD COLUMN erased_in bigint;

-- Still append-only but for two changes: actor_id going NULL when the person is removed (ON
-- DELETE SET NULL), and an erasure: the e-mail, target, client address and browser each kept or
-- made 'erased', the detail rewritten, together with erased_in moving on to a later erasure row.
-- Id, time, actor key, action and the hashes never change; rows older than 400 days may be deleted.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '400 days' THEN RETURN OLD; END IF; IF TG_OP = 'UPDATE'
    AND (NEW.id, NEW.at, NEW.actor_key, NEW.action, NEW.prev_hash, NEW.hash)
        IS NOT DISTINCT FROM (OLD.id, OLD.at, OLD.actor_key, OLD.action, OLD.prev_hash, OLD.hash)
    AND (NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id OR NEW.actor_id IS NULL)
    AND ((NEW.actor_email, NEW.target, NEW.ip, NEW.user_agent, NEW.detail, NEW.erased_in)
           IS NOT DISTINCT FROM (OLD.actor_email, OLD.target, OLD.ip, OLD.user_agent, OLD.detail, OLD.erased_in)
         OR (NEW.erased_in > coalesce(OLD.erased_in, NEW.id)
             AND EXISTS (SELECT 1 FROM audit_log e WHERE e.id = NEW.erased_in AND e.action = 'personal_data.erased')
             AND (NEW.actor_email IS NOT DISTINCT FROM OLD.actor_email OR NEW.actor_email = 'erased')
             AND (NEW.target IS NOT DISTINCT FROM OLD.target OR NEW.target = 'erased')
             AND (NEW.ip = OLD.ip OR NEW.ip = 'erased')
             AND (NEW.user_agent = OLD.user_agent OR NEW.user_agent = 'erased'))) THEN RETURN NEW; END IF; RAISE EXCEPTION 'audit_log is append-only'
  ; END
$$;

-- A gift whose donor was erased keeps no transaction id either (it often names the payer).
UPDATE gifts SET transaction_id = 'erased' WHERE erased AND transaction_id <> '';
