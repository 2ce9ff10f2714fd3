-- Workspace administration (issue 4): team invites, activity logs, billing subscriptions, spent
-- link tokens, and the key that signs mailed links.

-- An invite to a team, by email. Accepting the workspace invite (or joining) turns it into a
-- membership; the row goes when the team or the workspace does.
CREATE TABLE team_invites (
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email)),
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_id, email)
);
CREATE INDEX team_invites_email ON team_invites (email);

-- One row per change to a workspace, a team, an invite, a membership, a folder or a file
-- (spec workspace-admin §2, Activity logs). The actor's email is copied: the log outlives them.
CREATE TABLE activity_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  user_email text NOT NULL,
  action_type text NOT NULL,
  target_table text NOT NULL,
  target_id text NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  event_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_logs_organization ON activity_logs (organization_id, event_date DESC, id DESC);

-- Access logs are per user; the workspace's page lists its members' sign-ins newest first.
CREATE INDEX access_logs_event_date ON access_logs (event_date DESC);

-- The billing provider's view of a workspace's subscription, kept current by its webhooks (or
-- by the sandbox provider). The plan itself stays on organizations.subscription_plan.
CREATE TABLE subscriptions (
  organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('stripe', 'sandbox')),
  customer_id text NOT NULL,
  subscription_id text,
  status text NOT NULL,
  -- Amounts in cents, dollars per month: integers read the same from PGlite and node-postgres.
  base_amount_cents integer NOT NULL DEFAULT 0,
  seats integer NOT NULL DEFAULT 0 CHECK (seats >= 0),
  next_invoice_amount_cents integer,
  next_invoice_billing_date timestamptz,
  payment_method_type text,
  payment_method_card_brand text,
  payment_method_card_last4 text,
  payment_method_card_expires text,
  billing_email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX subscriptions_customer ON subscriptions (provider, customer_id);

-- Signed single-use links (workspace deletion): the token's id is recorded when it is used.
CREATE TABLE spent_link_tokens (
  jti uuid PRIMARY KEY,
  spent_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO server_secrets (name, value)
  VALUES ('link_token_key', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
