-- A workspace's render styles (issue 18, Settings › AI › Render styles). A row whose id is one of
-- the repo's styles (packages/core/src/ai/style-presets.ts) is the workspace's edited copy of it,
-- shown instead of the repo's until "Reset to default" deletes it; any other row is a style the
-- workspace added (ids the server makes, `own-` and a uuid). At most OWN_RENDER_STYLES_MAX (24)
-- added a workspace, counted by the command while it holds the workspace's row. Every field is
-- checked by @contour/core renderStyleProblems before it is written; the CHECKs hold the bounds.

CREATE TABLE render_styles (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id text NOT NULL CHECK (char_length(id) BETWEEN 1 AND 64),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  prompt_suffix text NOT NULL CHECK (char_length(prompt_suffix) <= 1000),
  negative_prompt text NOT NULL CHECK (char_length(negative_prompt) <= 1000),
  checkpoint text NOT NULL CHECK (char_length(checkpoint) BETWEEN 1 AND 200),
  control_net text NOT NULL CHECK (char_length(control_net) BETWEEN 1 AND 200),
  steps integer NOT NULL CHECK (steps BETWEEN 1 AND 100),
  cfg double precision NOT NULL CHECK (cfg BETWEEN 1 AND 30),
  sampler text NOT NULL CHECK (char_length(sampler) BETWEEN 1 AND 64),
  scheduler text NOT NULL CHECK (char_length(scheduler) BETWEEN 1 AND 64),
  influence integer NOT NULL CHECK (influence BETWEEN 0 AND 100),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (organization_id, id)
);
-- Names are a workspace's once, whatever their case (the command also checks them against the
-- repo's styles it has not edited).
CREATE UNIQUE INDEX render_styles_name ON render_styles (organization_id, lower(name));
