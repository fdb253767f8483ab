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
--> statement-breakpoint
CREATE TABLE "figures_product_years" (
	"year" date NOT NULL,
	"product_id" integer NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "figures_product_years_year_product_id_pk" PRIMARY KEY("year","product_id")
);--> statement-breakpoint
-- Lines per product and calendar year as well (docs/decisions/141-top-products-by-year.md): the top
-- products of a year read one year row per product less what lies outside the window, instead of
-- twelve month rows. Same function as in 0021 plus the third roll-up, in the same transaction.
CREATE OR REPLACE FUNCTION "figures_apply_items"(item_ids integer[], paid timestamp with time zone[], sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(item_ids) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO figures_product_days AS f (day, product_id, revenue_cents, units)
  SELECT figures_berlin_day(x.paid), i.product_id, sign * sum(i.line_cents), sign * sum(i.qty)
  FROM unnest(item_ids, paid) AS x(id, paid) JOIN order_items i ON i.id = x.id
  WHERE i.product_id IS NOT NULL
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, product_id) DO UPDATE SET
    revenue_cents = f.revenue_cents + excluded.revenue_cents, units = f.units + excluded.units;
  INSERT INTO figures_product_months AS f (month, product_id, revenue_cents, units)
  SELECT date_trunc('month', figures_berlin_day(x.paid))::date, i.product_id, sign * sum(i.line_cents), sign * sum(i.qty)
  FROM unnest(item_ids, paid) AS x(id, paid) JOIN order_items i ON i.id = x.id
  WHERE i.product_id IS NOT NULL
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (month, product_id) DO UPDATE SET
    revenue_cents = f.revenue_cents + excluded.revenue_cents, units = f.units + excluded.units;
  INSERT INTO figures_product_years AS f (year, product_id, revenue_cents, units)
  SELECT date_trunc('year', figures_berlin_day(x.paid))::date, i.product_id, sign * sum(i.line_cents), sign * sum(i.qty)
  FROM unnest(item_ids, paid) AS x(id, paid) JOIN order_items i ON i.id = x.id
  WHERE i.product_id IS NOT NULL
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (year, product_id) DO UPDATE SET
    revenue_cents = f.revenue_cents + excluded.revenue_cents, units = f.units + excluded.units;
END $$;--> statement-breakpoint
-- The years of what was sold before this migration.
INSERT INTO figures_product_years (year, product_id, revenue_cents, units)
SELECT date_trunc('year', month)::date, product_id, sum(revenue_cents), sum(units)
FROM figures_product_months GROUP BY 1, 2;
