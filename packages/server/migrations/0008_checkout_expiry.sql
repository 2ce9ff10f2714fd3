-- Issue 15: a checkout is re-checked when it completes (its creator still an admin, its role
-- changes still valid, the plan still an upgrade) and expires 24 hours after it was opened, as a
-- Stripe Checkout Session does. A refused checkout stays refused: refusal says why, and nothing
-- else changed.
ALTER TABLE billing_checkouts ADD COLUMN expires_at timestamptz;
UPDATE billing_checkouts SET expires_at = created_at + interval '24 hours';
ALTER TABLE billing_checkouts ALTER COLUMN expires_at SET NOT NULL;
ALTER TABLE billing_checkouts ADD COLUMN refused_at timestamptz;
ALTER TABLE billing_checkouts ADD COLUMN refusal text;
