-- figures_berlin_day: current definition (created by migration 0021_figures; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.figures_berlin_day(ts timestamp with time zone)
 RETURNS date
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT (ts AT TIME ZONE 'Europe/Berlin')::date $function$;
