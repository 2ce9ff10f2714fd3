-- A workbench's version history (issue 19, Version history): snapshots the server makes on its
-- own (AUTO after a pause in drawing or every few minutes while people draw, BEFORE_RESTORE
-- before a restore) and versions a user names (NAMED). `state` is the document as one encoded
-- Yjs update (Y.encodeStateAsUpdate), deflated: server documents are garbage-collected, so a
-- Y.snapshot of the live document could not be read back (docs/decisions.md). `state_vector`
-- tells whether the document changed since the last version; `state_bytes` is the size before
-- compression. Retention follows the workspace's plan (@contour/core PLAN_FEATURES), purged by
-- modules/versions/purge-versions.ts.

CREATE TABLE workbench_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workbench_id uuid NOT NULL REFERENCES workbenches (id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('AUTO', 'NAMED', 'BEFORE_RESTORE')),
  name text CHECK (name IS NULL OR char_length(name) BETWEEN 1 AND 100),
  CHECK ((kind = 'NAMED') = (name IS NOT NULL)),
  state bytea NOT NULL,
  state_vector bytea NOT NULL,
  state_bytes integer NOT NULL CHECK (state_bytes >= 0),
  -- Who saved a named version or restored; null for the server's own snapshots.
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
-- The history panel's walk, newest first, and the "did it change" look at the latest.
CREATE INDEX workbench_versions_history ON workbench_versions (workbench_id, created_at DESC, id DESC);
-- The purge's walk: the oldest first, of one workspace.
CREATE INDEX workbench_versions_age ON workbench_versions (organization_id, created_at);
-- The named-versions limit's count.
CREATE INDEX workbench_versions_named ON workbench_versions (workbench_id) WHERE kind = 'NAMED';

-- The users whose changes are in a version: those whose updates the server stored since the
-- version before it.
CREATE TABLE workbench_version_authors (
  version_id uuid NOT NULL REFERENCES workbench_versions (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (version_id, user_id)
);
CREATE INDEX workbench_version_authors_user ON workbench_version_authors (user_id);
