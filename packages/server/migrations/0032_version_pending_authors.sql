-- The users whose stored changes no version holds yet (issue 19, Version history): written with
-- each stored change of the document (modules/collab/store-document.ts), taken by the next version
-- in its own transaction (modules/versions/version-store.ts). They were counted in each process's
-- memory, so a crash between two snapshots lost the names of those who drew meanwhile, and a
-- version made by another process than the one that stored the changes named nobody.
CREATE TABLE workbench_version_pending_authors (
  workbench_id uuid NOT NULL REFERENCES workbenches (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (workbench_id, user_id)
);
CREATE INDEX workbench_version_pending_authors_user ON workbench_version_pending_authors (user_id);
