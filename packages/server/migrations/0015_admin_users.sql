-- Staff's side of accounts (issue 16, /admin › Users): a disabled account, the deployment's
-- settings that staff edit, and the trail of what staff did.

-- A disabled account signs in no more (password or single sign-on); its sessions were revoked
-- when it was disabled. null: the account is enabled.
ALTER TABLE users ADD COLUMN disabled_at timestamptz;

-- The deployment's settings, one row. A null column follows its environment variable
-- (block_create_organization: BLOCK_CREATE_ORGANIZATION) until staff set it.
CREATE TABLE deployment_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  block_create_organization boolean,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO deployment_settings (id) VALUES (true);

-- Every staff action on an account or a deployment setting (workspace changes go to that
-- workspace's activity log). Names and emails are copied: the trail outlives deleted accounts.
CREATE TABLE staff_audit_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  staff_id uuid REFERENCES users (id) ON DELETE SET NULL,
  staff_name text NOT NULL,
  staff_email text NOT NULL,
  action text NOT NULL,
  target_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  target_email text,
  detail text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_audit_logs_target ON staff_audit_logs (target_user_id, created_at DESC);
CREATE INDEX staff_audit_logs_created_at ON staff_audit_logs (created_at DESC);
CREATE INDEX users_created_at ON users (created_at DESC, id DESC);
