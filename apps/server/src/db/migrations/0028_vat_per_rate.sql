-- VAT per rate (docs/decisions/153). Hand-written, additive.
-- Each order line keeps the rate of its product at the time of the order; its net and VAT follow
-- from its gross and rate once, when it is written (stored generated columns: a later change of
-- the product changes no line). Lines written before have 19 %, the rate they were charged.
ALTER TABLE "order_items" ADD COLUMN IF NOT EXISTS "vat_rate" smallint DEFAULT 19 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN IF NOT EXISTS "vat_cents" integer
  GENERATED ALWAYS AS (round(("line_cents" * "vat_rate")::numeric / (100 + "vat_rate"))::integer) STORED;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN IF NOT EXISTS "net_cents" integer
  GENERATED ALWAYS AS ("line_cents" - round(("line_cents" * "vat_rate")::numeric / (100 + "vat_rate"))::integer) STORED;--> statement-breakpoint
-- The order's VAT per rate as charged, shipping and discounts split across the rates (lib/vat.ts),
-- [{rate, netCents, vatCents, grossCents}], and the net of it. An order written before was charged
-- 19 % of its total, a coupon or gift code already taken off it (both are price reductions, as they
-- are from now on): its one share's gross is its total, as every order's rates add up to its total.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "vat_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Null only on rows written without it (old rows, raw test rows): read as total - VAT.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "net_cents" integer;--> statement-breakpoint
-- Before the figures trigger watches net_cents (below): filling it counts nothing twice.
UPDATE "orders" SET "net_cents" = "total_cents" - "vat_cents",
  "vat_breakdown" = jsonb_build_array(jsonb_build_object('rate', 19, 'netCents', "total_cents" - "vat_cents",
    'vatCents', "vat_cents", 'grossCents', "total_cents"))
  WHERE "net_cents" IS NULL;--> statement-breakpoint
-- Invoices and credit notes: the VAT per rate as issued; vat_rate only when the document has one rate.
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "vat_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "vat_rate" DROP NOT NULL;--> statement-breakpoint
UPDATE "invoices" SET "vat_breakdown" = jsonb_build_array(jsonb_build_object('rate', "vat_rate",
    'netCents', "net_cents", 'vatCents', "vat_cents", 'grossCents', "total_cents"))
  WHERE "vat_breakdown" = '[]'::jsonb AND "vat_rate" IS NOT NULL;--> statement-breakpoint
-- The figures' net revenue from the orders' net (revenue_net), no longer total - total * 19/119.
ALTER TABLE "figures_days" ADD COLUMN IF NOT EXISTS "net_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TYPE "figures_order" ADD ATTRIBUTE "net_cents" integer;--> statement-breakpoint
-- The VAT and net a counted order keeps after its refunds: a refund takes VAT off in proportion to
-- the order's VAT in its gross (a credit note splits it across the rates the same way, rounding
-- each rate; the figures may differ from the credit notes by a cent).
CREATE OR REPLACE FUNCTION "figures_kept_vat"(o "figures_order", kept bigint, OUT vat bigint, OUT net bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT o.vat_cents - x.refund_vat, x.net - (x.refunded - x.refund_vat)
  FROM (SELECT r.refunded, r.net,
          CASE WHEN r.net + o.vat_cents > 0 THEN round(r.refunded::numeric * o.vat_cents / (r.net + o.vat_cents))::bigint
               ELSE 0 END AS refund_vat
        FROM (SELECT o.total_cents - kept AS refunded, coalesce(o.net_cents, o.total_cents - o.vat_cents)::bigint AS net) r) x
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "figures_apply"(rows "figures_order"[], sign integer, with_items boolean, refund_adjust integer DEFAULT 0) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO figures_days AS f (day, shard, orders, revenue_cents, vat_cents, net_cents, coupon_orders, coupon_cents,
      gift_orders, gift_cents, new_orders, new_revenue_cents)
  SELECT c.day, c.shard, sign * count(*), sign * sum(c.kept), sign * sum(c.vat), sign * sum(c.net),
    sign * count(*) FILTER (WHERE c.discount_cents > 0 AND NOT c.gift),
    sign * coalesce(sum(c.discount_cents) FILTER (WHERE NOT c.gift), 0),
    sign * count(*) FILTER (WHERE c.discount_cents > 0 AND c.gift),
    sign * coalesce(sum(c.discount_cents) FILTER (WHERE c.gift), 0),
    sign * count(*) FILTER (WHERE c.is_new),
    sign * coalesce(sum(c.kept) FILTER (WHERE c.is_new), 0)
  FROM (
    SELECT figures_berlin_day(o.paid_at) AS day, (o.id % 8)::smallint AS shard, k.kept,
      v.vat, v.net,
      o.discount_cents, coalesce(cp.is_gift_code, false) AS gift,
      -- A new customer's order: the customer paid no order before this one (paid_at is the clock of payment).
      NOT EXISTS (
        SELECT 1 FROM orders p
        WHERE p.user_id = o.user_id AND p.paid_at IS NOT NULL AND (p.paid_at, p.id) < (o.paid_at, o.id)
      ) AS is_new
    FROM unnest(rows) o
    CROSS JOIN LATERAL (SELECT figures_kept_cents(o.id, o.total_cents) + refund_adjust AS kept) k
    CROSS JOIN LATERAL figures_kept_vat(o, k.kept) v
    LEFT JOIN coupons cp ON cp.id = o.coupon_id
    WHERE figures_counts(o.status, o.paid_at)
  ) c
  GROUP BY c.day, c.shard
  ON CONFLICT (day, shard) DO UPDATE SET
    orders = f.orders + excluded.orders,
    revenue_cents = f.revenue_cents + excluded.revenue_cents,
    vat_cents = f.vat_cents + excluded.vat_cents,
    net_cents = f.net_cents + excluded.net_cents,
    coupon_orders = f.coupon_orders + excluded.coupon_orders,
    coupon_cents = f.coupon_cents + excluded.coupon_cents,
    gift_orders = f.gift_orders + excluded.gift_orders,
    gift_cents = f.gift_cents + excluded.gift_cents,
    new_orders = f.new_orders + excluded.new_orders,
    new_revenue_cents = f.new_revenue_cents + excluded.new_revenue_cents;
  IF with_items THEN
    PERFORM figures_apply_items(
      array(SELECT i.id FROM unnest(rows) o JOIN order_items i ON i.order_id = o.id
            WHERE figures_counts(o.status, o.paid_at)),
      array(SELECT o.paid_at FROM unnest(rows) o JOIN order_items i ON i.order_id = o.id
            WHERE figures_counts(o.status, o.paid_at)),
      sign);
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "figures_orders_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows "figures_order"[];
BEGIN
  rows := array(SELECT row(n.id, n.user_id, n.status, n.paid_at, n.created_at, n.total_cents, n.vat_cents,
                           n.discount_cents, n.coupon_id, n.net_cents)::"figures_order" FROM new_rows n);
  IF cardinality(rows) > 0 THEN
    PERFORM figures_apply(rows, 1, false);
    PERFORM figures_placed(rows, 1);
    PERFORM pg_notify('figures_changes', '');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "figures_order_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o "figures_order";
  n "figures_order";
BEGIN
  o := row(OLD.id, OLD.user_id, OLD.status, OLD.paid_at, OLD.created_at, OLD.total_cents, OLD.vat_cents,
           OLD.discount_cents, OLD.coupon_id, OLD.net_cents)::"figures_order";
  PERFORM figures_apply(array[o], -1, true);
  PERFORM figures_placed(array[o], -1);
  IF TG_OP = 'UPDATE' THEN
    n := row(NEW.id, NEW.user_id, NEW.status, NEW.paid_at, NEW.created_at, NEW.total_cents, NEW.vat_cents,
             NEW.discount_cents, NEW.coupon_id, NEW.net_cents)::"figures_order";
    PERFORM figures_apply(array[n], 1, true);
    PERFORM figures_placed(array[n], 1);
  ELSE
    -- The order's withdrawal and refunds go with it (their own triggers no longer find the order).
    INSERT INTO figures_days AS f (day, shard, refunds, refunded_cents)
    SELECT figures_berlin_day(r.created_at), (OLD.id % 8)::smallint, -count(*), -sum(r.amount_cents)
    FROM refunds r WHERE r.order_id = OLD.id AND r.status = 'succeeded' GROUP BY 1, 2
    ON CONFLICT (day, shard) DO UPDATE SET
      refunds = f.refunds + excluded.refunds, refunded_cents = f.refunded_cents + excluded.refunded_cents;
    INSERT INTO figures_days AS f (day, shard, withdrawals, withdrawn_cents)
    SELECT figures_berlin_day(w.created_at), (OLD.id % 8)::smallint, -1,
      CASE WHEN OLD.paid_at IS NOT NULL THEN -OLD.total_cents ELSE 0 END
    FROM withdrawals w WHERE w.order_id = OLD.id
    ON CONFLICT (day, shard) DO UPDATE SET
      withdrawals = f.withdrawals + excluded.withdrawals, withdrawn_cents = f.withdrawn_cents + excluded.withdrawn_cents;
  END IF;
  PERFORM pg_notify('figures_changes', '');
  -- As a BEFORE DELETE trigger it must answer the row, or the delete would be skipped.
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "figures_refund_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_cents integer := 0;
  new_cents integer := 0;
  r record;
  o "figures_order";
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'succeeded' THEN old_cents := OLD.amount_cents; END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'succeeded' THEN new_cents := NEW.amount_cents; END IF;
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF old_cents = new_cents THEN
    -- A pending or failed refund, or an update that changes neither amount nor day: nothing to count.
    IF TG_OP <> 'UPDATE' THEN
      RETURN NULL;
    ELSIF OLD.created_at = NEW.created_at AND OLD.order_id = NEW.order_id THEN
      RETURN NULL;
    END IF;
  END IF;
  SELECT x.id, x.user_id, x.status, x.paid_at, x.created_at, x.total_cents, x.vat_cents, x.discount_cents, x.coupon_id, x.net_cents
  INTO o FROM orders x WHERE x.id = r.order_id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status = 'succeeded' THEN
    INSERT INTO figures_days AS f (day, shard, refunds, refunded_cents)
    VALUES (figures_berlin_day(OLD.created_at), (OLD.order_id % 8)::smallint, -1, -OLD.amount_cents)
    ON CONFLICT (day, shard) DO UPDATE SET
      refunds = f.refunds + excluded.refunds, refunded_cents = f.refunded_cents + excluded.refunded_cents;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'succeeded' THEN
    INSERT INTO figures_days AS f (day, shard, refunds, refunded_cents)
    VALUES (figures_berlin_day(NEW.created_at), (NEW.order_id % 8)::smallint, 1, NEW.amount_cents)
    ON CONFLICT (day, shard) DO UPDATE SET
      refunds = f.refunds + excluded.refunds, refunded_cents = f.refunded_cents + excluded.refunded_cents;
  END IF;
  -- The order's revenue as it was (refunds before this change), then as it is.
  PERFORM figures_apply(array[o], -1, false, new_cents - old_cents);
  PERFORM figures_apply(array[o], 1, false);
  PERFORM pg_notify('figures_changes', '');
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "figures_order_updated" ON "orders";--> statement-breakpoint
CREATE TRIGGER "figures_order_updated" AFTER UPDATE ON "orders" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.paid_at IS DISTINCT FROM NEW.paid_at
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.total_cents IS DISTINCT FROM NEW.total_cents
    OR OLD.vat_cents IS DISTINCT FROM NEW.vat_cents OR OLD.discount_cents IS DISTINCT FROM NEW.discount_cents
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.net_cents IS DISTINCT FROM NEW.net_cents)
  EXECUTE FUNCTION figures_order_changed();--> statement-breakpoint
-- The VAT and net of the days counted so far, again with the rule above (refunded orders were
-- counted with 19/119 of what they kept); every other figure stays as it is.
UPDATE "figures_days" SET "vat_cents" = 0, "net_cents" = 0;--> statement-breakpoint
INSERT INTO figures_days AS f (day, shard, vat_cents, net_cents)
SELECT figures_berlin_day(o.paid_at), (o.id % 8)::smallint, sum(v.vat), sum(v.net)
FROM orders o
CROSS JOIN LATERAL (SELECT figures_kept_cents(o.id, o.total_cents) AS kept) k
CROSS JOIN LATERAL figures_kept_vat(row(o.id, o.user_id, o.status, o.paid_at, o.created_at, o.total_cents, o.vat_cents,
  o.discount_cents, o.coupon_id, o.net_cents)::"figures_order", k.kept) v
WHERE figures_counts(o.status, o.paid_at)
GROUP BY 1, 2
ON CONFLICT (day, shard) DO UPDATE SET vat_cents = f.vat_cents + excluded.vat_cents, net_cents = f.net_cents + excluded.net_cents;
