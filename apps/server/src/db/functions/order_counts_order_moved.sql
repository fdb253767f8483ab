-- order_counts_order_moved: current definition (created by migration 0022_order_counts_and_top_products; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.order_counts_order_moved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO order_counts AS c (status, payment_method, shard, orders)
  SELECT v.status, v.payment_method, (v.id % 8)::smallint, sum(v.n)
  FROM (VALUES (OLD.status, OLD.payment_method, OLD.id, -1), (NEW.status, NEW.payment_method, NEW.id, 1))
    AS v(status, payment_method, id, n)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (status, payment_method, shard) DO UPDATE SET orders = c.orders + excluded.orders;
  RETURN NULL;
END $function$;
