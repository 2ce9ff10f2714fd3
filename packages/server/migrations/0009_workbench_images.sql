-- Which workbench may show which placed image (issue 15): an image is read through a workbench
-- that has it, by those who can see that workbench, not by anyone who sees some workbench of
-- the workspace. A workbench has an image it was uploaded to, or that the workbench it was
-- duplicated from had. Every upload is recorded once: an image with no upload row was stored
-- before this table, and a workbench whose stored document places it gets a row when it first
-- shows it (modules/workbench-images/image-access.ts).

CREATE TABLE image_uploads (
  blob_id text PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE workbench_images (
  workbench_id uuid NOT NULL REFERENCES workbenches (id) ON DELETE CASCADE,
  blob_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workbench_id, blob_id)
);
