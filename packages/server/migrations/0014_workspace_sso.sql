-- Workspace single sign-on (issue 16): a workspace's own OpenID Connect issuer and the email
-- domains it has proved it owns. Its issuer is trusted only for emails of its verified domains.

-- One issuer per workspace. The client secret is stored sealed (JWE, A256GCM) with the key of
-- migration 0011 (sso_flow_key), never in clear. auto_join: OFF, VIEWER or EDITOR.
CREATE TABLE organization_sso (
  organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  issuer text NOT NULL,
  client_id text NOT NULL,
  client_secret_sealed text NOT NULL,
  enabled boolean NOT NULL DEFAULT false,
  auto_join text NOT NULL DEFAULT 'OFF' CHECK (auto_join IN ('OFF', 'VIEWER', 'EDITOR')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A domain a workspace claims; verified by a DNS TXT record holding its token, or by staff.
-- verified_by: DNS or STAFF. A verified domain belongs to one workspace only.
CREATE TABLE organization_domains (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  domain text NOT NULL,
  verification_token text NOT NULL,
  verified_at timestamptz,
  verified_by text CHECK (verified_by IN ('DNS', 'STAFF')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, domain)
);
CREATE UNIQUE INDEX organization_domains_verified ON organization_domains (domain)
  WHERE verified_at IS NOT NULL;
