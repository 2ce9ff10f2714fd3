-- A workspace's palette (issue 17, Brushes, Colour): the swatches its members share, in the
-- order they were added. A colour is a workspace's once; at most PALETTE_MAX_COLORS (64) each,
-- counted by the command that adds one while it holds the workspace's row.

CREATE TABLE palette_colors (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  color text NOT NULL CHECK (color ~ '^#[0-9a-f]{6}$'),
  added_by uuid REFERENCES users (id) ON DELETE SET NULL,
  added_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (organization_id, color)
);
CREATE INDEX palette_colors_order ON palette_colors (organization_id, added_at);
