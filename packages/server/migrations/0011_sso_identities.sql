-- Single sign-on (issue 16): an account's identities at OpenID Connect issuers. A sign-in finds
-- its account by the issuer's stable subject, never by the email the issuer sends this time;
-- the email recorded is the one that linked the identity, for support and the audit trail.
CREATE TABLE user_identities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  issuer text NOT NULL,
  subject text NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (issuer, subject)
);
CREATE INDEX user_identities_user_id ON user_identities (user_id);

-- Encrypts the short-lived cookie that carries a sign-in's state, nonce and PKCE verifier from
-- the redirect to the issuer until its callback.
INSERT INTO server_secrets (name, value)
  VALUES ('sso_flow_key', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
