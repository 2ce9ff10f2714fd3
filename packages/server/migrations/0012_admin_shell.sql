-- The staff admin shell (issue 16): changelog drafts written in Markdown, and a workspace's POC
-- start, white-label icon and feature flags.

-- Entries are written in Markdown and rendered to sanitized HTML on the server (content); a
-- draft has no published_at and nobody but staff sees it. The seeded entries were written as
-- HTML: that is their Markdown too (HTML passes through the renderer and its sanitizer).
ALTER TABLE changelogs
  ADD COLUMN markdown text,
  ADD COLUMN published_at timestamptz,
  ADD COLUMN created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
UPDATE changelogs SET markdown = content, published_at = created_at, updated_at = created_at;
ALTER TABLE changelogs ALTER COLUMN markdown SET NOT NULL;
CREATE INDEX changelogs_published_at ON changelogs (published_at DESC, id DESC)
  WHERE published_at IS NOT NULL;

-- feature_flags: staff's overrides of the plan table's switches (workspace-admin §6), such as
-- {"activityLogs": true}; a switch left out follows the plan.
ALTER TABLE organizations
  ADD COLUMN poc_start_date timestamptz,
  ADD COLUMN white_label_icon_path text,
  ADD COLUMN feature_flags jsonb NOT NULL DEFAULT '{}'::jsonb;
CREATE INDEX organizations_created_at ON organizations (created_at DESC, id DESC);
