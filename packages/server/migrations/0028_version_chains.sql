-- Versions are stored as chains (docs/decisions.md, "Version history"): the first version of a
-- chain (chain_id = id) holds the whole drawing as one encoded Yjs update; each later one holds
-- only the changes since the version before it in the chain (Y.encodeStateAsUpdate against that
-- version's state vector), so a version of a large drawing costs what changed, not the drawing.
-- A version's drawing is its chain's updates up to its position, applied in order. A chain ends
-- when its changes outgrow its first version (modules/versions/version-store.ts); deleting a
-- version folds its changes into the next one (version-chains.ts). `state_bytes` is now the
-- stored update's size before compression: the whole drawing for a chain's first version, the
-- changes for the others. Every version stored before this one is a chain of its own.

ALTER TABLE workbench_versions ADD COLUMN chain_id uuid;
ALTER TABLE workbench_versions ADD COLUMN chain_position integer;
UPDATE workbench_versions SET chain_id = id, chain_position = 0;
ALTER TABLE workbench_versions ALTER COLUMN chain_id SET NOT NULL;
ALTER TABLE workbench_versions ALTER COLUMN chain_position SET NOT NULL;
-- A version's drawing reads its chain in order.
CREATE INDEX workbench_versions_chain ON workbench_versions (chain_id, chain_position);
