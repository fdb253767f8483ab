-- contract-step: from before rolling deploys (docs/decisions/159): the release before this one reads the two tables it drops, so the release with this migration is deployed with every instance stopped first.
ALTER TABLE "figures_days" ADD COLUMN "item_changes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The top products and categories of a period are summed in the server's memory from the daily
-- product roll-up (docs/decisions/143), so the monthly and yearly ones (0021, 0022) go. The lines
-- a change applies are counted on their day's figures_days row: the counter only rises, so an
-- instance that keeps a day's product rows in memory (figures.sales.ts) sees that they changed,
-- even when the day's orders and revenue come out equal (one order cancelled, another of the
-- same amount paid). Sharded by order like the day's other counters, so concurrent payments do
-- not wait for one row lock.
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
  INSERT INTO figures_days AS f (day, shard, item_changes)
  SELECT figures_berlin_day(x.paid), (i.order_id % 8)::smallint, count(*)
  FROM unnest(item_ids, paid) AS x(id, paid) JOIN order_items i ON i.id = x.id
  WHERE i.product_id IS NOT NULL
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, shard) DO UPDATE SET item_changes = f.item_changes + excluded.item_changes;
END $$;--> statement-breakpoint
DROP TABLE "figures_product_months" CASCADE;--> statement-breakpoint
DROP TABLE "figures_product_years" CASCADE;
