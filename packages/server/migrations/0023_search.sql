-- Search across a workspace's files and folders (issue 19). Postgres' own full-text search with
-- the 'simple' configuration (no stemming: names are in every language) runs unchanged on PGlite
-- and on the server, with no extension to load (docs/decisions.md, "Search").

-- Exact and prefix matches on a name, within a workspace: `lower(name) LIKE 'whe%'`.
CREATE INDEX workbenches_organization_lower_name
  ON workbenches (organization_id, lower(name) text_pattern_ops);
CREATE INDEX folders_organization_lower_name
  ON folders (organization_id, lower(name) text_pattern_ops);

-- Word-prefix matches on a name: `to_tsvector('simple', name) @@ to_tsquery('simple', 'whe:*')`.
CREATE INDEX workbenches_name_words ON workbenches USING gin (to_tsvector('simple'::regconfig, name));
CREATE INDEX folders_name_words ON folders USING gin (to_tsvector('simple'::regconfig, name));

-- A creator's files and folders, latest change first.
CREATE INDEX workbenches_created_by_updated ON workbenches (created_by, updated_at DESC, id DESC);
CREATE INDEX folders_created_by_updated ON folders (created_by, updated_at DESC, id DESC);
