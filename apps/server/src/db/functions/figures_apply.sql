-- figures_apply: current definition (created by migration 0021_figures, last redefined by 0028_vat_per_rate; the migrate step installs this file, db/functions.ts).
CREATE OR REPLACE FUNCTION public.figures_apply(rows figures_order[], sign integer, with_items boolean, refund_adjust integer DEFAULT 0)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
END $function$;
