-- The row /api/v1/health/ready writes on every check (issue 15, finding 13): "ready" means a
-- write commits, not only that the database answers a SELECT (a full disk, a read-only
-- failover or a revoked privilege still answer reads). One row, overwritten in place.
CREATE TABLE readiness_probe (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  written_at timestamptz NOT NULL
);
