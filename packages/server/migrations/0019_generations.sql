-- AI requests of a workbench (issue 18): the generation history. Each request is one job of the
-- queue (0018); its state is the job's. Its source, its mask and its images are workbench
-- images (0009), so the canvas places them and the image route serves them with the workbench's
-- rights. `preview_png` holds the backend's latest small preview while it runs.

CREATE TABLE generations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  workbench_id uuid NOT NULL REFERENCES workbenches (id) ON DELETE CASCADE,
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (
    kind IN ('RENDER', 'REFINE', 'MODIFY', 'TEXT_TO_IMAGE', 'REMOVE_BACKGROUND', 'UPSCALE', 'LINE_ART')
  ),
  prompt text NOT NULL DEFAULT '' CHECK (char_length(prompt) <= 1000),
  settings jsonb NOT NULL,
  source_blob_id text,
  mask_blob_id text,
  -- The image refined, modified or upscaled, when it came from an earlier request.
  source_output_id uuid,
  job_id uuid REFERENCES jobs (id) ON DELETE SET NULL,
  progress real NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 1),
  preview_png bytea CHECK (octet_length(preview_png) <= 262144),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX generations_history ON generations (workbench_id, created_at DESC, id DESC);
CREATE INDEX generations_job ON generations (job_id);

CREATE TABLE generation_outputs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  generation_id uuid NOT NULL REFERENCES generations (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position BETWEEN 0 AND 3),
  blob_id text NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (generation_id, position)
);

-- Requests per workspace and calendar month (UTC), counted when made: deleting a request from
-- the history does not give it back.
CREATE TABLE ai_usage (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  month date NOT NULL,
  requests integer NOT NULL DEFAULT 0 CHECK (requests >= 0),
  PRIMARY KEY (organization_id, month)
);

-- A workspace's own AI settings (Settings › AI): its Admins' switch, and a backend of its own
-- whose token is sealed with the server's key (modules/sso/sso-key.ts). No row: on, and the
-- deployment's backend.
CREATE TABLE organization_ai_settings (
  organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT true,
  backend_kind text CHECK (backend_kind IN ('comfyui', 'automatic1111')),
  backend_url text CHECK (char_length(backend_url) <= 500),
  backend_token_sealed text,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK ((backend_kind IS NULL) = (backend_url IS NULL))
);
