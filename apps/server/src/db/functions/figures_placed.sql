-- figures_placed: current definition (created by migration 0021_figures; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.figures_placed(rows figures_order[], sign integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO figures_days AS f (day, shard, placed, placed_paid)
  SELECT figures_berlin_day(o.created_at), (o.id % 8)::smallint, sign * count(*),
    sign * count(*) FILTER (WHERE o.paid_at IS NOT NULL)
  FROM unnest(rows) o
  GROUP BY 1, 2
  ON CONFLICT (day, shard) DO UPDATE SET
    placed = f.placed + excluded.placed, placed_paid = f.placed_paid + excluded.placed_paid;
END $function$;
