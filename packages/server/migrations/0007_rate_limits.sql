-- Counters of the rate limits (modules/rate-limits) when there is no Redis: rate-limiter-flexible's
-- Postgres store, one row per key. A count is one INSERT ... ON CONFLICT DO UPDATE ... RETURNING,
-- so requests that arrive together cannot all pass a check before any of them is counted, as
-- they could with rate_limit_hits (a count, then an insert). The store inserts the columns in
-- this order; `expire` is in epoch milliseconds.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
CREATE INDEX rate_limits_expire ON rate_limits (expire);

DROP TABLE rate_limit_hits;
