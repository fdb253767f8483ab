import type { ProductBody } from '@wohnwerk/contract/admin-catalog';
import type { ProductAttributes } from '../../db/schema/catalog.ts';
import { centsToEuro, centsToEuroOrNull, euroToCents } from '../../lib/money.ts';

/**
 * One product column map for the product form and the import (issue 37): which products column holds each field of
 * the form's body, and how (money in cents there, in euro here). The form shows a stored product through bodyOf and
 * writes valuesOf its body; the import merges a file row over bodyOf the stored product and stages valuesOf it, so a
 * field added to the form is added here once for both.
 */

/**
 * Whose products a caller works with, in the form and the import alike (decision 172): null for Wohnwerk's staff
 * (every shop); a seller's users the shops of their seller only. Taken from the session, never from the request.
 */
export type ProductScope = { sellerId: number } | null;

/** The products columns the form and the import write (the import leaves is_light and attributes alone). */
export interface ProductValues {
  code: string;
  name: string;
  description: string;
  category_id: number;
  brand_id: number | null;
  shop_id: number;
  series_id: number | null;
  price_cents: number;
  old_price_cents: number | null;
  purchase_price_cents: number | null;
  tax_rate: number;
  stock: number;
  delivery_weeks: string;
  best_seller: boolean;
  active: boolean;
  variant_group: string | null;
  color_front: string | null;
  color_body: string | null;
  dimensions: string | null;
  ean: string | null;
  cbm: number | null;
  kg: number | null;
  coli: number | null;
}

/** A stored product as the queries of both read it. */
export type StoredProduct = ProductValues & { is_light: boolean; attributes?: ProductAttributes | null };

/** The form's view of a stored product: the body's fields in euro, with the product's lights. */
export function bodyOf(p: StoredProduct, lightning: number[]): ProductBody {
  return {
    code: p.code,
    name: p.name,
    category_id: p.category_id,
    shop_id: p.shop_id,
    brand_id: p.brand_id,
    series_id: p.series_id,
    price: centsToEuro(p.price_cents),
    old_price: centsToEuroOrNull(p.old_price_cents),
    purchase_price: centsToEuroOrNull(p.purchase_price_cents),
    stock: p.stock,
    delivery_weeks: p.delivery_weeks,
    best_seller: p.best_seller,
    active: p.active,
    description: p.description,
    tax: p.tax_rate === 7 ? 7 : 19,
    is_light: p.is_light,
    front_color: p.color_front,
    body_color: p.color_body,
    dimensions: p.dimensions,
    variant_group: p.variant_group,
    attributes: { beschreibung: p.attributes?.beschreibung ?? [], ausstatung: p.attributes?.ausstatung ?? [] },
    ean: p.ean,
    cbm: p.cbm === null ? null : Number(p.cbm),
    kg: p.kg === null ? null : Number(p.kg),
    coli: p.coli,
    lightning,
  };
}

/** The products columns of a body (amounts to whole cents). */
export function valuesOf(b: ProductBody): ProductValues {
  return {
    code: b.code,
    name: b.name,
    description: b.description,
    category_id: b.category_id,
    brand_id: b.brand_id,
    shop_id: b.shop_id,
    series_id: b.series_id,
    price_cents: euroToCents(b.price),
    old_price_cents: b.old_price === null ? null : euroToCents(b.old_price),
    purchase_price_cents: b.purchase_price === null ? null : euroToCents(b.purchase_price),
    tax_rate: b.tax,
    stock: b.stock,
    delivery_weeks: b.delivery_weeks,
    best_seller: b.best_seller,
    active: b.active,
    variant_group: b.variant_group,
    color_front: b.front_color,
    color_body: b.body_color,
    dimensions: b.dimensions,
    ean: b.ean,
    cbm: b.cbm,
    kg: b.kg,
    coli: b.coli,
  };
}
