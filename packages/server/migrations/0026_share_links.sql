-- Share links (issue 19): anyone holding a link's token views one workbench, read-only, without
-- an account. The token is 256 random bits stored as its SHA-256 (like sessions); a password,
-- when set, as an argon2id hash (like accounts'). A revoked link keeps its row (revoked_at) so
-- that admins see what was shared; its file's deletion takes it away.

CREATE TABLE share_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  workbench_id uuid NOT NULL REFERENCES workbenches (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  password_hash text,
  expires_at timestamptz,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  revoked_at timestamptz,
  last_opened_at timestamptz
);
CREATE INDEX share_links_workbench ON share_links (workbench_id, created_at);
CREATE INDEX share_links_organization ON share_links (organization_id, created_at);

-- The workspace's switch (its Admins) and the deployment's (staff): off, no link opens.
ALTER TABLE organizations ADD COLUMN share_links_enabled boolean NOT NULL DEFAULT true;
ALTER TABLE deployment_settings ADD COLUMN share_links_enabled boolean NOT NULL DEFAULT true;
