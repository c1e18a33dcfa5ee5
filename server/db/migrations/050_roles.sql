-- Staff roles (shared/roles.ts says what each may do). Everyone who could sign in until now had
-- every right: the first of them becomes the Owner, the others Administrators. A person added
-- later starts with the least.
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'CONTRIBUTOR'
  CHECK (role IN ('OWNER', 'ADMINISTRATOR', 'EDITOR', 'AUTHOR', 'CONTRIBUTOR'));

UPDATE users SET role = 'ADMINISTRATOR';
UPDATE users SET role = 'OWNER'
  WHERE id = (SELECT id FROM users ORDER BY created_at, id LIMIT 1);

-- There is exactly one Owner: a second one cannot be written, only the one handed over.
CREATE UNIQUE INDEX users_one_owner ON users ((true)) WHERE role = 'OWNER';
