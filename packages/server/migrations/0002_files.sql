-- Files (workbenches), what each user viewed, changelog entries, server secrets: the dashboard
-- (issue 3).

ALTER TABLE folders ADD COLUMN previous_parent_id uuid REFERENCES folders (id) ON DELETE SET NULL;
-- Child folders are listed by name; the tree walk goes by parent.
CREATE INDEX folders_parent_name ON folders (parent_id, lower(name), id);
CREATE INDEX folders_team_id ON folders (team_id);
-- The folder tree of a workspace (the move and duplicate picker).
CREATE INDEX folders_organization_id ON folders (organization_id);
-- Deleting a folder sets previous_parent_id to null where it pointed there: without this index
-- every deleted folder of a subtree would scan the whole table.
CREATE INDEX folders_previous_parent_id ON folders (previous_parent_id)
  WHERE previous_parent_id IS NOT NULL;

CREATE TABLE workbenches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  folder_id uuid NOT NULL REFERENCES folders (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) > 0),
  thumbnail_path text,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  last_updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Millisecond precision: the keyset cursors carry these as JavaScript dates, which have no
  -- microseconds, so a cursor must name exactly the value stored.
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
-- Keyset pagination: a folder's files newest first, and a workspace's by either date.
CREATE INDEX workbenches_folder_updated ON workbenches (folder_id, updated_at DESC, id DESC);
CREATE INDEX workbenches_organization_updated ON workbenches (organization_id, updated_at DESC, id DESC);
CREATE INDEX workbenches_organization_created ON workbenches (organization_id, created_at DESC, id DESC);

CREATE TABLE workbench_views (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  workbench_id uuid NOT NULL REFERENCES workbenches (id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, workbench_id)
);
CREATE INDEX workbench_views_recent ON workbench_views (user_id, viewed_at DESC);
-- Deleting a workbench deletes its views; the primary key starts with the user, so look up by file.
CREATE INDEX workbench_views_workbench_id ON workbench_views (workbench_id);

CREATE TABLE changelogs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX changelogs_created_at ON changelogs (created_at DESC, id DESC);

-- Keys the server makes once and keeps, such as the one that signs thumbnail URLs. Two v4 uuids
-- give 244 random bits from Postgres' strong random source, without the pgcrypto extension.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO server_secrets (name, value)
  VALUES ('thumbnail_url_key', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

INSERT INTO changelogs (title, content, created_at) VALUES
  ('Workspaces and accounts',
   '<p>Sign up with your email, name yourself and create a workspace in three steps. Invite your studio as you create it: each address gets its own invitation, and one that fails never stops the others.</p>',
   '2026-11-18T09:00:00Z'),
  ('Folders for every team',
   '<p>Every workspace starts with a team that everyone belongs to, and you get <strong>My files</strong>, a private place for sketches that are not ready to share. Nest folders as deep as your projects go.</p>',
   '2026-11-19T09:00:00Z'),
  ('Move, duplicate and rename in bulk',
   '<p>Select files and folders with click, Ctrl or Cmd click and Shift click, then move, duplicate or delete them in one go. Rename in place with F2, open with Enter, and right-click for every action.</p>',
   '2026-11-20T09:00:00Z'),
  ('Home: recent files and all files',
   '<p>Home shows the drawings you opened last and a table of every file you can see in the workspace, sorted by last edit or by creation. Contour remembers the order you chose.</p>',
   '2026-11-21T09:00:00Z');
