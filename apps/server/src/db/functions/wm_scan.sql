-- wm_scan: current definition (created by migration 0013_warehouse_scan_function; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.wm_scan(p_aw_id integer, p_tr_idtrans integer, p_user_id integer, p_ean character varying, p_ean2 character varying, p_two_barcode boolean, p_key character varying, p_text_not_same text, p_text_overflow text)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
DECLARE
  doc record;
  line record;
  counted_line integer;
  event_id integer;
  outcome text;
  answer jsonb;
BEGIN
  SELECT d.id, d.tr_numer, d.tr_nrobcy INTO doc FROM wm_documents d
    WHERE d.tr_idtrans = p_tr_idtrans AND d.work_order_id = p_aw_id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;

  IF p_key IS NOT NULL THEN
    INSERT INTO scan_events (user_id, document_id, ean, ean2, result, request_key)
      VALUES (p_user_id, doc.id, p_ean, p_ean2, 'pending', p_key)
      ON CONFLICT (request_key) DO NOTHING
      RETURNING id INTO event_id;
    IF event_id IS NULL THEN
      RETURN (SELECT e.reply FROM scan_events e WHERE e.request_key = p_key);
    END IF;
  END IF;

  -- Barcode comparison applies only to HOME/VENTE customer references (spec §9).
  IF p_two_barcode AND doc.tr_nrobcy ~* '(HOME|VENTE)' AND p_ean IS DISTINCT FROM p_ean2 THEN
    outcome := 'mismatch';
    answer := jsonb_build_object('message', p_text_not_same, 'overflow', false, 'code', 409, 'line', NULL);
  ELSE
    UPDATE wm_lines l SET
        scanned_qty = l.scanned_qty + 1,
        closed = CASE WHEN l.scanned_qty + 1 > l.expected_qty THEN 2 WHEN l.scanned_qty + 1 = l.expected_qty THEN 1 ELSE 0 END
      WHERE l.id = (
        SELECT c.id FROM wm_lines c
        WHERE c.document_id = doc.id AND c.ean = p_ean
        ORDER BY (c.scanned_qty >= c.expected_qty), c.line_key
        LIMIT 1 FOR UPDATE
      )
      RETURNING l.id, l.line_key, l.product_name, l.product_ref, l.ean, l.expected_qty, l.scanned_qty, l.closed INTO line;
    IF NOT FOUND THEN
      outcome := 'not_found';
      answer := jsonb_build_object('message', 'EAN ' || p_ean || ' is not on WM ' || doc.tr_numer, 'overflow', false, 'code', 404, 'line', NULL);
    ELSE
      counted_line := line.id;
      outcome := CASE WHEN line.scanned_qty > line.expected_qty THEN 'overflow' ELSE 'ok' END;
      answer := jsonb_build_object(
        'message', CASE WHEN outcome = 'overflow' THEN p_text_overflow || ': ' ELSE '' END
          || line.product_name || ' ' || line.scanned_qty || '/' || line.expected_qty,
        'overflow', outcome = 'overflow',
        'code', 200,
        'line', jsonb_build_object(
          'towp_ttw_klucz', line.line_key,
          'towp_ttw_nazwa', line.product_name,
          'p_ttw_idtowaru', line.product_ref,
          'towp_ttw_ean', line.ean,
          'quantity', line.expected_qty,
          'scanned', line.scanned_qty,
          'closed', line.closed::int,
          'tr_nrobcy', doc.tr_nrobcy));
    END IF;
  END IF;

  IF event_id IS NOT NULL THEN
    UPDATE scan_events SET line_id = counted_line, result = outcome, reply = answer WHERE id = event_id;
  ELSE
    INSERT INTO scan_events (user_id, document_id, line_id, ean, ean2, result, reply)
      VALUES (p_user_id, doc.id, counted_line, p_ean, p_ean2, outcome, answer);
  END IF;
  RETURN answer;
END $function$;
