-- figures_apply_items: current definition (created by migration 0021_figures, last redefined by 0023_figures_item_changes; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.figures_apply_items(item_ids integer[], paid timestamp with time zone[], sign integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
END $function$;
