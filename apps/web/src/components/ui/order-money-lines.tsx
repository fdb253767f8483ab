import { formatPrice } from '../../lib/format.ts';

interface VatShare {
  rate: number;
  vat: number;
  net: number;
}

/** An order's money in euros, as the staff's and the customer's order answers give it. */
interface Money {
  /** The items' sum before the discount (the staff's "Zwischensumme"). */
  subtotal?: number;
  discount: number;
  total: number;
  vat_breakdown: VatShare[];
  /** All rates together, said when the order has several. */
  vat?: number;
  paid?: number;
  refunded: number;
}

interface Labels {
  subtotal?: string;
  /** The coupon's line: "Gutschein", or the coupon's own text for the customer. */
  discount: string;
  total: string;
  vatRate: (rate: number) => string;
  vat?: string;
  paid?: string;
  refunded: string;
}

/**
 * The money lines of an order, for the staff's order screen and the customer's: subtotal, discount,
 * total, the VAT per rate (decision 153), paid and refunded, as `<div><dt/><dd/></div>` pairs
 * inside the screen's own `<dl>`. Each screen gives its own words and says what it shows:
 * the staff see each rate's net (`vatValue`), the coupon's code and a refund of nothing; the
 * customer sees the refunded line once something came back.
 */
export function OrderMoneyLines(props: {
  /** Only these fields are read; an order answer may be passed as it is, with `total` set. */
  money: Money;
  labels: Labels;
  vatValue?: (share: VatShare) => string;
  /** The coupon's code or text, before the discount: "SOMMER10 (−5,00 €)". */
  coupon?: string;
  showCoupon: boolean;
  showZeroRefund?: boolean;
}) {
  const { money, labels } = props;
  const lines: [string, string, string?][] = [];
  if (labels.subtotal !== undefined && money.subtotal !== undefined)
    lines.push([labels.subtotal, formatPrice(money.subtotal)]);
  if (props.showCoupon) {
    const discount = `−${formatPrice(money.discount)}`;
    lines.push([labels.discount, props.coupon === undefined ? discount : `${props.coupon} (${discount})`.trim()]);
  }
  lines.push([labels.total, formatPrice(money.total)]);
  for (const share of money.vat_breakdown)
    lines.push([labels.vatRate(share.rate), props.vatValue ? props.vatValue(share) : formatPrice(share.vat)]);
  if (labels.vat !== undefined && money.vat !== undefined && money.vat_breakdown.length > 1)
    lines.push([labels.vat, formatPrice(money.vat)]);
  if (labels.paid !== undefined && money.paid !== undefined) lines.push([labels.paid, formatPrice(money.paid)]);
  if (money.refunded > 0 || props.showZeroRefund)
    lines.push([labels.refunded, formatPrice(money.refunded), 'order-refunded']);
  return (
    <>
      {lines.map(([term, value, testId]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </>
  );
}
