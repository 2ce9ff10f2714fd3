-- The durable job queue (issue 18, The pipeline): long work such as AI renders runs from this
-- table, never inside a request. A table rather than pg-boss or graphile-worker, which do not run
-- on PGlite or did not hold their group limits (docs/decisions.md). modules/jobs owns every
-- statement on it: claimJob picks under pg_advisory_xact_lock so that at most the plan's
-- multiParallelInference jobs of one workspace run at once, across processes.

CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The order jobs were queued in. Not created_at: PGlite's clock counts milliseconds, so jobs
  -- queued in the same one would run in the order of their random ids.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  kind text NOT NULL CHECK (char_length(kind) BETWEEN 1 AND 100),
  -- The workspace whose slots the job takes; its jobs go with it.
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  payload jsonb NOT NULL,
  state text NOT NULL DEFAULT 'queued'
    CHECK (state IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
  -- Claims so far: a claim counts one, a graceful stop gives it back.
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 3 CHECK (max_attempts BETWEEN 1 AND 100),
  -- Not claimed before: the backoff of a retry.
  run_after timestamptz NOT NULL DEFAULT clock_timestamp(),
  timeout_ms integer NOT NULL DEFAULT 600000 CHECK (timeout_ms > 0),
  -- The runner that claimed it last; kept after the job ends, to tell who ran it.
  runner_id text,
  -- A running job whose lease passes is the job of a dead process: the reaper takes it back.
  lease_expires_at timestamptz,
  heartbeat_at timestamptz,
  cancel_requested boolean NOT NULL DEFAULT false,
  -- The final message a user may read; null unless failed.
  error text,
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  started_at timestamptz,
  finished_at timestamptz,
  CHECK (state <> 'running' OR (runner_id IS NOT NULL AND lease_expires_at IS NOT NULL)),
  CHECK ((state IN ('succeeded', 'failed', 'cancelled')) = (finished_at IS NOT NULL))
);
-- The claim's and queuePosition's walk: a workspace's waiting jobs in order.
CREATE INDEX jobs_queued ON jobs (organization_id, seq) WHERE state = 'queued';
-- The claim's count of taken slots, and the reaper's look for passed leases.
CREATE INDEX jobs_running ON jobs (organization_id) WHERE state = 'running';
CREATE INDEX jobs_running_lease ON jobs (lease_expires_at) WHERE state = 'running';
-- The claim's turn between workspaces: the one served least recently first.
CREATE INDEX jobs_started ON jobs (organization_id, started_at) WHERE started_at IS NOT NULL;
