-- The live drawing of each workbench: its whole Yjs state, written by the collaboration server
-- (modules/collab). One row per workbench, replaced on every store; a workbench without a row has
-- never been opened, and the server gives it its first artboard when it is.

CREATE TABLE workbench_documents (
  workbench_id uuid PRIMARY KEY REFERENCES workbenches (id) ON DELETE CASCADE,
  -- Y.encodeStateAsUpdate of the whole document: applying it to an empty doc rebuilds it.
  state bytea NOT NULL,
  -- Counts the stores, so that a check (or a later durability test) can tell one write from the next.
  store_count integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);
