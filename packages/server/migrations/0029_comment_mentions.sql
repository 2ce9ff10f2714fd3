-- A comment's mentions are its notifications (issue 19): the comments panel reads them with the
-- comments, to show each "@Name" mentioned, and deleting a comment deletes them. Without an
-- index on comment_id both read every notification of every user.
CREATE INDEX notifications_comment ON notifications (comment_id);
