-- figures_clicks_changed: current definition (created by migration 0021_figures; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.figures_clicks_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format($q$
      INSERT INTO figures_clicks AS f (day, event, shard, clicks)
      SELECT figures_berlin_day(created_at), %1$I, (id %% 8)::smallint, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (day, event, shard) DO UPDATE SET clicks = f.clicks + excluded.clicks$q$, TG_ARGV[0]);
  ELSE
    EXECUTE format($q$
      INSERT INTO figures_clicks AS f (day, event, shard, clicks)
      SELECT figures_berlin_day(created_at), %1$I, (id %% 8)::smallint, -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (day, event, shard) DO UPDATE SET clicks = f.clicks + excluded.clicks$q$, TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $function$;
