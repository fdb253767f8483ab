-- order_counts_rows_changed: current definition (created by migration 0022_order_counts_and_top_products; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.order_counts_rows_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;
