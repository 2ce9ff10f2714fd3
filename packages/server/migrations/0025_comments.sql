-- Comments on the canvas and the notifications they send (issue 19, Comments).
--
-- A thread is pinned to a point of one artboard of a workbench, in that artboard's coordinates,
-- so that it moves with the artboard. Its first comment opens it; replies follow. Mentions of
-- members make one notification each, and a mail. Limits: docs/security.md, "Comments and
-- notifications".

ALTER TABLE organizations ADD COLUMN viewers_may_comment boolean NOT NULL DEFAULT false;

CREATE TABLE comment_threads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  workbench_id uuid NOT NULL REFERENCES workbenches (id) ON DELETE CASCADE,
  -- The artboard's id in the workbench document (a Yjs key, not a row).
  artboard_id text NOT NULL CHECK (char_length(artboard_id) BETWEEN 1 AND 100),
  x double precision NOT NULL,
  y double precision NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  resolved_at timestamptz,
  resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX comment_threads_workbench ON comment_threads (workbench_id, created_at, id);

CREATE TABLE comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  thread_id uuid NOT NULL REFERENCES comment_threads (id) ON DELETE CASCADE,
  workbench_id uuid NOT NULL REFERENCES workbenches (id) ON DELETE CASCADE,
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  edited_at timestamptz
);
CREATE INDEX comments_thread ON comments (thread_id, created_at, id);
CREATE INDEX comments_workbench ON comments (workbench_id);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('MENTION')),
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  workbench_id uuid NOT NULL REFERENCES workbenches (id) ON DELETE CASCADE,
  thread_id uuid NOT NULL REFERENCES comment_threads (id) ON DELETE CASCADE,
  comment_id uuid NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  -- What the comment said when it was sent, cut to a preview.
  excerpt text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  read_at timestamptz
);
CREATE INDEX notifications_user ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;
