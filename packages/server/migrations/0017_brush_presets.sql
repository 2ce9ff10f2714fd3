-- Brush presets a designer saves (issue 17, Brushes): the brush's size, opacity, smoothing and
-- style under a name, per member of a workspace, and shared with the whole workspace when the
-- owner chooses. At most BRUSH_PRESETS_PER_MEMBER (50) a member and SHARED_BRUSH_PRESETS_MAX
-- (100) shared a workspace, counted by the commands while they hold the workspace's row. The
-- settings are checked by @contour/canvas parsePresetSettings before they are written.

CREATE TABLE brush_presets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  -- A member who leaves keeps nothing here that others see unless it was shared; an account
  -- deleted leaves its shared presets to the workspace.
  owner_id uuid REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
  settings jsonb NOT NULL,
  shared boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX brush_presets_owner ON brush_presets (organization_id, owner_id);
CREATE INDEX brush_presets_shared ON brush_presets (organization_id) WHERE shared;
