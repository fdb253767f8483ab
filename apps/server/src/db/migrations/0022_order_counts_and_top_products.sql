CREATE TABLE "order_counts" (
	"status" "order_status" NOT NULL,
	"payment_method" varchar(20) NOT NULL,
	"shard" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_status_payment_method_shard_pk" PRIMARY KEY("status","payment_method","shard")
);--> statement-breakpoint
-- The order list's counters (docs/decisions/124-order-list-counts.md): orders per status and
-- payment method, kept in the transaction that inserts, moves or deletes orders, whoever writes
-- them. Shard = order id mod 8, as for the figures: concurrent checkouts update different rows.
-- Rows are changed in key order so two transactions never wait for each other crosswise.
CREATE OR REPLACE FUNCTION "order_counts_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_counts AS c (status, payment_method, shard, orders)
    SELECT status, payment_method, (id % 8)::smallint, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (status, payment_method, shard) DO UPDATE SET orders = c.orders + excluded.orders;
  ELSE
    INSERT INTO order_counts AS c (status, payment_method, shard, orders)
    SELECT status, payment_method, (id % 8)::smallint, -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (status, payment_method, shard) DO UPDATE SET orders = c.orders + excluded.orders;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_counts_order_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (status, payment_method, shard, orders)
  SELECT v.status, v.payment_method, (v.id % 8)::smallint, sum(v.n)
  FROM (VALUES (OLD.status, OLD.payment_method, OLD.id, -1), (NEW.status, NEW.payment_method, NEW.id, 1))
    AS v(status, payment_method, id, n)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (status, payment_method, shard) DO UPDATE SET orders = c.orders + excluded.orders;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_counts_inserted" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_rows_changed();--> statement-breakpoint
CREATE TRIGGER "order_counts_deleted" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_rows_changed();--> statement-breakpoint
CREATE TRIGGER "order_counts_moved" AFTER UPDATE ON "orders" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.payment_method IS DISTINCT FROM NEW.payment_method
    OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION order_counts_order_moved();--> statement-breakpoint
CREATE TRIGGER "order_counts_truncated" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_truncated();--> statement-breakpoint
-- The orders that exist when this migration runs (demo data, a live shop).
INSERT INTO order_counts (status, payment_method, shard, orders)
SELECT status, payment_method, (id % 8)::smallint, count(*) FROM orders GROUP BY 1, 2, 3;
