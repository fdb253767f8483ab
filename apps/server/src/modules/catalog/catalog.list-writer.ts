import type { PageLinks, PageMeta, ProductListItem } from '@wohnwerk/contract/catalog';
import {
  boolean,
  euroOfCents,
  euroOfCentsOrNull,
  number,
  object,
  raw,
  string,
  stringOrNull,
  type JsonWriter,
} from '../../lib/json-writer.ts';
import type { PageResult } from '../../lib/paging.ts';
import type { ProductRecord } from './read-model/product-record.ts';

/**
 * The product list pages (/products, /aproducts, /sale-products, /search), the busiest answers
 * of the shop. A product's list card depends only on its own record (and on the visitor's
 * wishlist), so the loader writes it once per record (ProductRecord.listCardJson, for a
 * visitor without the product on the wishlist) and a page joins the cards of its products;
 * writing every card per request was a large share of a list request (decision 006, "Stored cards").
 */

/** What a list card is written from: fields of the product's record. */
export type ListCardSource = Pick<
  ProductRecord,
  'id' | 'nameJson' | 'imageJson' | 'priceCents' | 'oldPriceCents' | 'bestSeller' | 'stock'
>;

export const listCardJson = object<ListCardSource, ProductListItem>({
  id: number((x) => x.id),
  name: raw<ListCardSource, string>((x) => x.nameJson),
  price: euroOfCents((x) => x.priceCents),
  old_price: euroOfCentsOrNull((x) => x.oldPriceCents),
  // The record's old price is the 30-day reference already (decision 130): the same amount under its legal name.
  lowest_price_30_days: euroOfCentsOrNull((x) => x.oldPriceCents),
  product_image: raw<ListCardSource, string | null>((x) => x.imageJson),
  best_seller: boolean((x) => x.bestSeller),
  in_stock: boolean((x) => x.stock > 0),
  in_wishlist: boolean(() => false),
});

// in_wishlist is the card's last field (the contract's order): a wishlisted card swaps its end.
const NOT_WISHLISTED = '"in_wishlist":false}';
const WISHLISTED = '"in_wishlist":true}';

/** The stored card, marked when the visitor has the product on the wishlist. */
export function listCard(record: ProductRecord, wishlisted: boolean): string {
  const card = record.listCardJson;
  if (!wishlisted) return card;
  if (!card.endsWith(NOT_WISHLISTED))
    throw new Error(`list card of product ${record.id} does not end with in_wishlist`);
  return card.slice(0, -NOT_WISHLISTED.length) + WISHLISTED;
}

const meta = object<PageMeta, PageMeta>({
  current_page: number((m) => m.current_page),
  last_page: number((m) => m.last_page),
  path: string((m) => m.path),
  per_page: number((m) => m.per_page),
  total: number((m) => m.total),
});

const links = object<PageLinks, PageLinks>({
  first: string((l) => l.first),
  last: string((l) => l.last),
  next: stringOrNull((l) => l.next),
  prev: stringOrNull((l) => l.prev),
});

/** { data, meta, links } of a page whose data are list cards (JSON text). */
export const writeListPage: JsonWriter<
  PageResult<string>,
  { data: ProductListItem[]; meta: PageMeta; links: PageLinks }
> = (page) => {
  let data = '';
  for (let i = 0; i < page.data.length; i++) data += (i ? ',' : '') + page.data[i];
  return `{"data":[${data}],"meta":${meta(page.meta)},"links":${links(page.links)}}`;
};
