-- Issue 16, billing that stays true. A subscription can be cancelled at the end of its period
-- (Stripe's cancel_at_period_end; the sandbox's portal does the same): the workspace keeps its
-- plan until then, and the downgrade rule applies when it ends.
ALTER TABLE subscriptions ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false;

-- The sandbox provider's invoices, as Stripe keeps them: lines are created when a seat count
-- changes (prorations, invoice_id null until the next invoice takes them) and when a period
-- starts; an invoice gathers them and is served as a PDF.
CREATE TABLE sandbox_invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  subscription_id text NOT NULL,
  -- Per workspace, from 1, as Stripe numbers a customer's invoices.
  number integer NOT NULL,
  amount_cents integer NOT NULL,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, number)
);

CREATE TABLE sandbox_invoice_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  invoice_id uuid REFERENCES sandbox_invoices (id) ON DELETE CASCADE,
  description text NOT NULL,
  amount_cents integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_invoice_lines_pending ON sandbox_invoice_lines (organization_id)
  WHERE invoice_id IS NULL;
CREATE INDEX sandbox_invoice_lines_invoice ON sandbox_invoice_lines (invoice_id);
