-- Limits that must hold for the whole shop, however many API processes serve it: each process
-- counts here, in one statement, instead of in its own memory (where N processes would allow N
-- times the budget). One row per limited thing (a key such as 'order-placements:<user id>'), for
-- the fixed window it is in; a window that has ended starts again at one on the next hit.
CREATE TABLE shared_counters (
  key               text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 600),
  window_started_at timestamptz NOT NULL,
  window_ends_at    timestamptz NOT NULL,
  hits              integer NOT NULL CHECK (hits >= 0)
);

-- Ended windows are deleted now and then; this finds them.
CREATE INDEX shared_counters_window_ends_idx ON shared_counters (window_ends_at);
