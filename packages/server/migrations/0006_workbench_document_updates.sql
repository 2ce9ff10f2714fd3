-- A store appends what changed since the process's previous store instead of rewriting the whole
-- document: a write costs the size of the change, not of the drawing, and two processes sharing a
-- document through Redis can never write over each other's strokes (every row only adds). The
-- document is workbench_documents.state (the compacted base) with these rows applied in id order;
-- a compaction merges them into the base and deletes exactly the rows it merged, in one transaction.

CREATE TABLE workbench_document_updates (
  id bigserial PRIMARY KEY,
  workbench_id uuid NOT NULL REFERENCES workbenches (id) ON DELETE CASCADE,
  -- A Yjs update (Y.encodeStateAsUpdate against the state vector of the previous store).
  update bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX workbench_document_updates_by_workbench
  ON workbench_document_updates (workbench_id, id);
