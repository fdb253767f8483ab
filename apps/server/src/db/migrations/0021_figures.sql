CREATE TABLE "figures_clicks" (
	"day" date NOT NULL,
	"event" varchar(40) NOT NULL,
	"shard" smallint NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "figures_clicks_day_event_shard_pk" PRIMARY KEY("day","event","shard")
);
--> statement-breakpoint
CREATE TABLE "figures_days" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"vat_cents" bigint DEFAULT 0 NOT NULL,
	"coupon_orders" integer DEFAULT 0 NOT NULL,
	"coupon_cents" bigint DEFAULT 0 NOT NULL,
	"gift_orders" integer DEFAULT 0 NOT NULL,
	"gift_cents" bigint DEFAULT 0 NOT NULL,
	"new_orders" integer DEFAULT 0 NOT NULL,
	"new_revenue_cents" bigint DEFAULT 0 NOT NULL,
	"placed" integer DEFAULT 0 NOT NULL,
	"placed_paid" integer DEFAULT 0 NOT NULL,
	"withdrawals" integer DEFAULT 0 NOT NULL,
	"withdrawn_cents" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "figures_days_day_shard_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
CREATE TABLE "figures_product_days" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "figures_product_days_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "figures_product_months" (
	"month" date NOT NULL,
	"product_id" integer NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "figures_product_months_month_product_id_pk" PRIMARY KEY("month","product_id")
);
--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree ("stock","id") WHERE active;--> statement-breakpoint
-- The figures' daily roll-ups (docs/decisions/140-shop-figures.md), kept by triggers in the
-- transaction that writes an order, its items, a withdrawal or a click, whoever writes it
-- (checkout, staff, demo data, seeds). Hand-written: Drizzle cannot express triggers.
-- An order counts as revenue while it is paid and not refunded or cancelled: the triggers take
-- its contribution off the old state and put it on the new one whenever a counting column changes.
-- Days are Berlin calendar days. Every change of the figures NOTIFYs figures_changes (delivered
-- at commit, once per transaction) so the open figures screens of every instance reload.
CREATE TYPE "figures_order" AS (
	"id" integer,
	"user_id" integer,
	"status" "order_status",
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone,
	"total_cents" integer,
	"vat_cents" integer,
	"discount_cents" integer,
	"coupon_id" integer
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "figures_berlin_day"(ts timestamp with time zone) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (ts AT TIME ZONE 'Europe/Berlin')::date $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "figures_counts"(status "order_status", paid_at timestamp with time zone) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT paid_at IS NOT NULL AND status IN ('paid', 'processing', 'shipped', 'delivered')
$$;--> statement-breakpoint
-- What a counted order brings in: its total less its succeeded refunds.
CREATE OR REPLACE FUNCTION "figures_kept_cents"(order_id integer, total_cents integer) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT total_cents - coalesce((SELECT sum(r.amount_cents) FROM refunds r
                                 WHERE r.order_id = figures_kept_cents.order_id AND r.status = 'succeeded'), 0)
$$;--> statement-breakpoint
-- Adds (sign 1) or takes off (sign -1) the revenue of the given orders on their Berlin payment
-- day; with_items also their lines per product (the lines of a newly inserted order arrive
-- later and count through the order_items trigger). A discount counts as a gift code's when the
-- order's coupon is one; a coupon deleted later (the order's coupon_id set to null) does not move it.
-- refund_adjust: cents to count as not yet refunded (the refunds trigger takes off the state before a refund changed).
CREATE OR REPLACE FUNCTION "figures_apply"(rows "figures_order"[], sign integer, with_items boolean, refund_adjust integer DEFAULT 0) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO figures_days AS f (day, shard, orders, revenue_cents, vat_cents, coupon_orders, coupon_cents,
      gift_orders, gift_cents, new_orders, new_revenue_cents)
  SELECT c.day, c.shard, sign * count(*), sign * sum(c.kept), sign * sum(c.vat),
    sign * count(*) FILTER (WHERE c.discount_cents > 0 AND NOT c.gift),
    sign * coalesce(sum(c.discount_cents) FILTER (WHERE NOT c.gift), 0),
    sign * count(*) FILTER (WHERE c.discount_cents > 0 AND c.gift),
    sign * coalesce(sum(c.discount_cents) FILTER (WHERE c.gift), 0),
    sign * count(*) FILTER (WHERE c.is_new),
    sign * coalesce(sum(c.kept) FILTER (WHERE c.is_new), 0)
  FROM (
    SELECT figures_berlin_day(o.paid_at) AS day, (o.id % 8)::smallint AS shard, k.kept,
      CASE WHEN k.kept = o.total_cents THEN o.vat_cents::bigint ELSE round(k.kept * 19 / 119.0)::bigint END AS vat,
      o.discount_cents, coalesce(cp.is_gift_code, false) AS gift,
      -- A new customer's order: the customer paid no order before this one (paid_at is the clock of payment).
      NOT EXISTS (
        SELECT 1 FROM orders p
        WHERE p.user_id = o.user_id AND p.paid_at IS NOT NULL AND (p.paid_at, p.id) < (o.paid_at, o.id)
      ) AS is_new
    FROM unnest(rows) o
    CROSS JOIN LATERAL (SELECT figures_kept_cents(o.id, o.total_cents) + refund_adjust AS kept) k
    LEFT JOIN coupons cp ON cp.id = o.coupon_id
    WHERE figures_counts(o.status, o.paid_at)
  ) c
  GROUP BY c.day, c.shard
  ON CONFLICT (day, shard) DO UPDATE SET
    orders = f.orders + excluded.orders,
    revenue_cents = f.revenue_cents + excluded.revenue_cents,
    vat_cents = f.vat_cents + excluded.vat_cents,
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
-- Lines (by id, with the payment moment of their order) per product, day and month.
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
  INSERT INTO figures_product_months AS f (month, product_id, revenue_cents, units)
  SELECT date_trunc('month', figures_berlin_day(x.paid))::date, i.product_id, sign * sum(i.line_cents), sign * sum(i.qty)
  FROM unnest(item_ids, paid) AS x(id, paid) JOIN order_items i ON i.id = x.id
  WHERE i.product_id IS NOT NULL
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (month, product_id) DO UPDATE SET
    revenue_cents = f.revenue_cents + excluded.revenue_cents, units = f.units + excluded.units;
END $$;--> statement-breakpoint
-- Placed orders on their Berlin day of placing, and how many of them were paid (the funnel's last steps).
CREATE OR REPLACE FUNCTION "figures_placed"(rows "figures_order"[], sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO figures_days AS f (day, shard, placed, placed_paid)
  SELECT figures_berlin_day(o.created_at), (o.id % 8)::smallint, sign * count(*),
    sign * count(*) FILTER (WHERE o.paid_at IS NOT NULL)
  FROM unnest(rows) o
  GROUP BY 1, 2
  ON CONFLICT (day, shard) DO UPDATE SET
    placed = f.placed + excluded.placed, placed_paid = f.placed_paid + excluded.placed_paid;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "figures_orders_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows "figures_order"[];
BEGIN
  rows := array(SELECT row(n.id, n.user_id, n.status, n.paid_at, n.created_at, n.total_cents, n.vat_cents,
                           n.discount_cents, n.coupon_id)::"figures_order" FROM new_rows n);
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
           OLD.discount_cents, OLD.coupon_id)::"figures_order";
  PERFORM figures_apply(array[o], -1, true);
  PERFORM figures_placed(array[o], -1);
  IF TG_OP = 'UPDATE' THEN
    n := row(NEW.id, NEW.user_id, NEW.status, NEW.paid_at, NEW.created_at, NEW.total_cents, NEW.vat_cents,
             NEW.discount_cents, NEW.coupon_id)::"figures_order";
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
CREATE TRIGGER "figures_orders_inserted" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_orders_inserted();--> statement-breakpoint
CREATE TRIGGER "figures_order_updated" AFTER UPDATE ON "orders" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.paid_at IS DISTINCT FROM NEW.paid_at
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.total_cents IS DISTINCT FROM NEW.total_cents
    OR OLD.vat_cents IS DISTINCT FROM NEW.vat_cents OR OLD.discount_cents IS DISTINCT FROM NEW.discount_cents
    OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION figures_order_changed();--> statement-breakpoint
-- Before the delete: the order's lines are still there (the cascade removes them afterwards).
CREATE TRIGGER "figures_order_deleted" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION figures_order_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "figures_items_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Lines of an order that is already paid (seeds, demo data); a checkout's lines arrive unpaid.
  PERFORM figures_apply_items(
    array(SELECT n.id FROM new_rows n JOIN orders o ON o.id = n.order_id WHERE figures_counts(o.status, o.paid_at)),
    array(SELECT o.paid_at FROM new_rows n JOIN orders o ON o.id = n.order_id WHERE figures_counts(o.status, o.paid_at)),
    1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "figures_items_inserted" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_items_inserted();--> statement-breakpoint
-- Withdrawals on their Berlin day: every declaration counts, the euro are the totals of paid orders.
CREATE OR REPLACE FUNCTION "figures_withdrawal_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  w record;
  sign integer;
BEGIN
  IF TG_OP = 'INSERT' THEN w := NEW; sign := 1; ELSE w := OLD; sign := -1; END IF;
  INSERT INTO figures_days AS f (day, shard, withdrawals, withdrawn_cents)
  SELECT figures_berlin_day(w.created_at), (o.id % 8)::smallint, sign,
    CASE WHEN o.paid_at IS NOT NULL THEN sign * o.total_cents ELSE 0 END
  FROM orders o WHERE o.id = w.order_id
  ON CONFLICT (day, shard) DO UPDATE SET
    withdrawals = f.withdrawals + excluded.withdrawals, withdrawn_cents = f.withdrawn_cents + excluded.withdrawn_cents;
  PERFORM pg_notify('figures_changes', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "figures_withdrawal_changed" AFTER INSERT OR DELETE ON "withdrawals" FOR EACH ROW
  EXECUTE FUNCTION figures_withdrawal_changed();--> statement-breakpoint
-- Refunds count once they succeeded, on the Berlin day they were asked for (created_at: it never
-- moves, so taking one off finds the day it was put on); the refunded order's revenue on its
-- payment day drops by the amount.
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
  SELECT x.id, x.user_id, x.status, x.paid_at, x.created_at, x.total_cents, x.vat_cents, x.discount_cents, x.coupon_id
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
CREATE TRIGGER "figures_refund_changed" AFTER INSERT OR UPDATE OR DELETE ON "refunds" FOR EACH ROW
  EXECUTE FUNCTION figures_refund_changed();--> statement-breakpoint
-- Clicks per Berlin day and event; TG_ARGV[0] names the column holding the event.
CREATE OR REPLACE FUNCTION "figures_clicks_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;--> statement-breakpoint
CREATE TRIGGER "figures_button_clicks_inserted" AFTER INSERT ON "button_clicks"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_clicks_changed('button');--> statement-breakpoint
CREATE TRIGGER "figures_button_clicks_deleted" AFTER DELETE ON "button_clicks"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_clicks_changed('button');--> statement-breakpoint
CREATE TRIGGER "figures_checkout_steps_inserted" AFTER INSERT ON "checkout_steps"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_clicks_changed('step');--> statement-breakpoint
CREATE TRIGGER "figures_checkout_steps_deleted" AFTER DELETE ON "checkout_steps"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_clicks_changed('step');--> statement-breakpoint
-- The roll-ups of what already exists when this migration runs (demo data, a live shop).
DO $$
BEGIN
  PERFORM figures_apply(array(SELECT row(o.id, o.user_id, o.status, o.paid_at, o.created_at, o.total_cents, o.vat_cents,
                                         o.discount_cents, o.coupon_id)::"figures_order" FROM orders o), 1, true);
  PERFORM figures_placed(array(SELECT row(o.id, o.user_id, o.status, o.paid_at, o.created_at, o.total_cents, o.vat_cents,
                                          o.discount_cents, o.coupon_id)::"figures_order" FROM orders o), 1);
  INSERT INTO figures_days AS f (day, shard, withdrawals, withdrawn_cents)
  SELECT figures_berlin_day(w.created_at), (o.id % 8)::smallint, count(*),
    coalesce(sum(o.total_cents) FILTER (WHERE o.paid_at IS NOT NULL), 0)
  FROM withdrawals w JOIN orders o ON o.id = w.order_id GROUP BY 1, 2
  ON CONFLICT (day, shard) DO UPDATE SET
    withdrawals = f.withdrawals + excluded.withdrawals, withdrawn_cents = f.withdrawn_cents + excluded.withdrawn_cents;
  INSERT INTO figures_days AS f (day, shard, refunds, refunded_cents)
  SELECT figures_berlin_day(created_at), (order_id % 8)::smallint, count(*), sum(amount_cents)
  FROM refunds WHERE status = 'succeeded' GROUP BY 1, 2
  ON CONFLICT (day, shard) DO UPDATE SET
    refunds = f.refunds + excluded.refunds, refunded_cents = f.refunded_cents + excluded.refunded_cents;
  INSERT INTO figures_clicks (day, event, shard, clicks)
  SELECT figures_berlin_day(created_at), button, (id % 8)::smallint, count(*) FROM button_clicks GROUP BY 1, 2, 3;
  INSERT INTO figures_clicks AS f (day, event, shard, clicks)
  SELECT figures_berlin_day(created_at), step, (id % 8)::smallint, count(*) FROM checkout_steps GROUP BY 1, 2, 3
  ON CONFLICT (day, event, shard) DO UPDATE SET clicks = f.clicks + excluded.clicks;
END $$;
