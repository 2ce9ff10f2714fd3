-- Plan upgrades (spec workspace-admin §4, Plan upgrade): a checkout remembers what the admin
-- chose on the editor review, to apply it only once the payment completes, whichever provider
-- reports it (a Stripe webhook or the sandbox's own page).
CREATE TABLE billing_checkouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  provider text NOT NULL CHECK (provider IN ('stripe', 'sandbox')),
  plan text NOT NULL CHECK (plan IN ('PRO', 'ORGANIZATION')),
  seats integer NOT NULL CHECK (seats > 0),
  -- Dollars per editor per month, in cents.
  unit_amount_cents integer NOT NULL CHECK (unit_amount_cents >= 0),
  -- [{"userId": "...", "newRole": "EDITOR"}]: applied when the payment completes.
  roles_to_change jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The provider's id for it (a Stripe Checkout Session id); null for the sandbox.
  external_id text,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_checkouts_organization ON billing_checkouts (organization_id);

-- The sandbox's management portal is reached by an unguessable id, like Stripe's portal links.
CREATE TABLE sandbox_portal_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
