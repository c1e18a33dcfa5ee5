-- The staff's audit log takes its name in the schema: its tables, sequence, indexes, constraints,
-- trigger and function are called audit_log_*. Its rows and their hashes stay as they are: a row's
-- hash covers its content (server/audit/chain.ts), never the table's name.
ALTER TABLE activity_log RENAME TO audit_log;
ALTER TABLE activity_log_head RENAME TO audit_log_head;
ALTER SEQUENCE activity_log_id_seq RENAME TO audit_log_id_seq;
ALTER INDEX activity_log_by_actor RENAME TO audit_log_by_actor;
ALTER INDEX activity_log_by_action RENAME TO audit_log_by_action;
ALTER INDEX activity_log_by_actor_email RENAME TO audit_log_by_actor_email;

-- Every constraint the two tables have (the primary keys with their indexes, the foreign key, the
-- head's check, and the NOT NULL constraints PostgreSQL 18 names): activity_log_x becomes audit_log_x.
DO $$ DECLARE c record; BEGIN FOR c IN SELECT conrelid::regclass AS rel, conname FROM pg_constraint
  WHERE conrelid IN ('audit_log'::regclass, 'audit_log_head'::regclass) AND conname LIKE 'activity\_log%' LOOP
  EXECUTE format('ALTER TABLE %s RENAME CONSTRAINT %I TO %I', c.rel, c.conname, 'audit' || substr(c.conname, 9)); END LOOP; END
$$;

-- The append-only rule of migration 080, unchanged but for the names.
ALTER TRIGGER activity_log_append_only ON audit_log RENAME TO audit_log_append_only;
ALTER FUNCTION activity_log_append_only() RENAME TO audit_log_append_only;
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '400 days' THEN RETURN OLD; END IF; IF TG_OP = 'UPDATE'
    AND OLD.actor_id IS NOT NULL AND NEW.actor_id IS NULL
    AND (NEW.id, NEW.at, NEW.actor_key, NEW.actor_email, NEW.action, NEW.target, NEW.ip, NEW.user_agent,
         NEW.detail, NEW.prev_hash, NEW.hash)
        IS NOT DISTINCT FROM
        (OLD.id, OLD.at, OLD.actor_key, OLD.actor_email, OLD.action, OLD.target, OLD.ip, OLD.user_agent,
         OLD.detail, OLD.prev_hash, OLD.hash) THEN RETURN NEW; END IF; RAISE EXCEPTION 'audit_log is append-only'
  ; END
$$;
