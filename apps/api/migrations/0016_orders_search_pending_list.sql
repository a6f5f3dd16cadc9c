-- On a PostgreSQL server, a new order's search key goes to the trigram index's pending list, and
-- is merged into the index later (by autovacuum, or by the insert that fills the list), instead of
-- as some eighty trigram entries while the order is placed: that was a fifth of the database's
-- work per order under the checkout bench. The list is kept small (256 kB, a few hundred orders),
-- so a search reads little of it and a merge is short. The embedded database (PGlite) runs no
-- autovacuum to merge the list, so there the index stays without one (migration 0007).
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_stat_activity WHERE backend_type = 'autovacuum launcher') THEN
    ALTER INDEX orders_search_trgm_idx SET (fastupdate = on, gin_pending_list_limit = 256);
  END IF;
END
$$;
