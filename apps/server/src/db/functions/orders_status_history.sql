-- orders_status_history: current definition (created by migration 0018_admin_orders, last redefined by 0027_change_history; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.orders_status_history()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  actor int := nullif(current_setting('wohnwerk.actor_id', true), '')::int;
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO order_history (order_id, user_id, user_name, from_status, to_status, note, source)
    VALUES (
      NEW.id,
      actor,
      nullif(current_setting('wohnwerk.actor_name', true), ''),
      OLD.status,
      NEW.status,
      nullif(current_setting('wohnwerk.note', true), ''),
      coalesce(
        nullif(current_setting('wohnwerk.source', true), ''),
        CASE
          WHEN actor IS NOT NULL THEN 'staff'
          WHEN OLD.status = 'pending_payment' AND NEW.status = 'paid' THEN 'payment'
          ELSE 'system'
        END
      )
    );
  END IF;
  RETURN NULL;
END $function$;
