-- Personal access tokens for the GraphQL API (issue 19, "The API"). A token belongs to one user
-- and one workspace and reaches that workspace only; it reads (READ) or reads and writes
-- (READ_WRITE); it always expires (at most 365 days). Only the SHA-256 of the secret is kept, as
-- for sessions; `prefix` is its first characters, for people to tell tokens apart. last_used_at
-- is written at most once a minute a token. Leaving the workspace or deleting the account ends
-- its tokens.

CREATE TABLE api_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  scope text NOT NULL CHECK (scope IN ('READ', 'READ_WRITE')),
  token_hash text NOT NULL UNIQUE,
  prefix text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX api_tokens_user ON api_tokens (user_id, created_at);
CREATE INDEX api_tokens_organization ON api_tokens (organization_id, created_at);
