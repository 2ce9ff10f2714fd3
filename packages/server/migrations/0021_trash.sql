-- The Trash (issue 19): deleting a file or a folder moves it to the Trash of its team or drafts
-- for 30 days (TRASH_RETENTION_DAYS in packages/core) before the purge job deletes it with its
-- blobs (modules/trash). A trashed row keeps its place (folder, parent, team), so a restore puts
-- it back where it was.
--
-- trashed_at IS NULL is the whole visibility rule: trashing a folder marks every row below it
-- that was not already in the Trash, so that queries need not walk up the tree. Those rows carry
-- `trashed_with`, the folder they went with: a Trash lists the rows trashed on their own
-- (trashed_with IS NULL), and restoring a folder brings back exactly the rows that went with it.
-- trashed_with needs no foreign key: its rows lie below that folder, so deleting it deletes them.
ALTER TABLE folders
  ADD COLUMN trashed_at timestamptz NULL,
  ADD COLUMN trashed_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN trashed_with uuid NULL,
  ADD CHECK (trashed_at IS NOT NULL OR (trashed_by IS NULL AND trashed_with IS NULL));
ALTER TABLE workbenches
  ADD COLUMN trashed_at timestamptz NULL,
  ADD COLUMN trashed_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN trashed_with uuid NULL,
  ADD CHECK (trashed_at IS NOT NULL OR (trashed_by IS NULL AND trashed_with IS NULL));

-- A Trash page and the purge's look for expired entries: the entries of a workspace by age.
CREATE INDEX folders_trash ON folders (organization_id, trashed_at DESC, id DESC)
  WHERE trashed_at IS NOT NULL AND trashed_with IS NULL;
CREATE INDEX workbenches_trash ON workbenches (organization_id, trashed_at DESC, id DESC)
  WHERE trashed_at IS NOT NULL AND trashed_with IS NULL;
-- A restore finds what went with a folder.
CREATE INDEX folders_trashed_with ON folders (trashed_with) WHERE trashed_with IS NOT NULL;
CREATE INDEX workbenches_trashed_with ON workbenches (trashed_with) WHERE trashed_with IS NOT NULL;
-- The purge finds which remaining files still use an image before removing its blob.
CREATE INDEX workbench_images_blob_id ON workbench_images (blob_id);
