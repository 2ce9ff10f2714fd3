-- Search at every keystroke (issue 19, docs/benchmarks.md "Search on a large workspace").

-- With fastupdate on (the default), new names wait in a pending list that every search scans
-- from end to end until a vacuum merges it: 5 ms a search after 100,000 new files, against
-- 0.01 ms merged. Names are written far less often than searched, so a write merges its own.
ALTER INDEX workbenches_name_words SET (fastupdate = off);
ALTER INDEX folders_name_words SET (fastupdate = off);

-- Folders by their creator or their parent, latest first, stopping at a page: without it a
-- search read and sorted all of a workspace's folders (20 ms at 10,000 folders).
CREATE INDEX folders_organization_updated ON folders (organization_id, updated_at DESC, id DESC);
