-- The Trash's purge is now a periodic task of each process, like the versions' purge
-- (docs/decisions.md, "The Trash"): passes that were queued as jobs would wait for a runner that
-- no longer exists, and count against their workspace's job slots.
DELETE FROM jobs WHERE kind = 'trash-purge' AND state IN ('queued', 'running');
