-- Accounts, sessions, workspaces, teams, root folders, mail, logs: the foundation (issue 2).

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  name text NOT NULL DEFAULT '',
  occupation text,
  description text,
  password_hash text,
  is_admin boolean NOT NULL DEFAULT false,
  last_changelog_seen_at timestamptz,
  last_active_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  ip_address text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_id ON sessions (user_id);

CREATE TABLE one_time_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('register', 'password_reset', 'account_deletion')),
  token_hash text NOT NULL UNIQUE,
  email text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX one_time_tokens_email ON one_time_tokens (kind, email);

CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) > 0),
  logo_path text,
  poc boolean NOT NULL DEFAULT false,
  poc_end_date timestamptz,
  subscription_plan text NOT NULL DEFAULT 'FREE'
    CHECK (subscription_plan IN ('FREE', 'PRO', 'ORGANIZATION', 'ENTERPRISE')),
  manual_subscription boolean NOT NULL DEFAULT false,
  manual_editor_count_limit integer CHECK (manual_editor_count_limit >= 0),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE organization_members (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('ADMIN', 'EDITOR', 'VIEWER')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, user_id)
);
CREATE INDEX organization_members_user_id ON organization_members (user_id);

CREATE TABLE organization_invites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email)),
  role text NOT NULL CHECK (role IN ('ADMIN', 'EDITOR', 'VIEWER')),
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, email)
);
CREATE INDEX organization_invites_email ON organization_invites (email);

CREATE TABLE teams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) > 0),
  is_global boolean NOT NULL DEFAULT false,
  public_in_organization boolean NOT NULL DEFAULT true,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX teams_organization_id ON teams (organization_id);
-- Every workspace has exactly one global team, which all of its members belong to.
CREATE UNIQUE INDEX teams_one_global ON teams (organization_id) WHERE is_global;

CREATE TABLE team_members (
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_id, user_id)
);
CREATE INDEX team_members_user_id ON team_members (user_id);

-- A folder lives in a team's tree or in one user's drafts tree, never both; a root has no parent.
CREATE TABLE folders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  team_id uuid REFERENCES teams (id) ON DELETE CASCADE,
  owner_id uuid REFERENCES users (id) ON DELETE CASCADE,
  parent_id uuid REFERENCES folders (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) > 0),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((team_id IS NULL) <> (owner_id IS NULL))
);
CREATE INDEX folders_parent_id ON folders (parent_id);
CREATE UNIQUE INDEX folders_team_root ON folders (team_id) WHERE parent_id IS NULL AND team_id IS NOT NULL;
CREATE UNIQUE INDEX folders_drafts_root ON folders (organization_id, owner_id)
  WHERE parent_id IS NULL AND owner_id IS NOT NULL;

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_created_at ON mail_outbox (created_at DESC);

CREATE TABLE access_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  user_email text NOT NULL,
  ip_address text,
  event_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX access_logs_user_id ON access_logs (user_id, event_date DESC);

CREATE TABLE tracking_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  event text NOT NULL,
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Hits against the auth rate limits; kept in the database so every process sees the same counts.
CREATE TABLE rate_limit_hits (
  bucket text NOT NULL,
  key text NOT NULL,
  hit_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limit_hits_lookup ON rate_limit_hits (bucket, key, hit_at);
