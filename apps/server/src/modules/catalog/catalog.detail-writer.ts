import type {
  AttributeGroupDto,
  BrandDto,
  CategoryDto,
  LightDto,
  ProductDetail,
  ProductDetailReply,
  ProductImage,
  SeriesProductDto,
} from '@wohnwerk/contract/catalog';
import {
  array,
  at,
  boolean,
  euroOfCents,
  euroOfCentsOrNull,
  number,
  numberOrNull,
  object,
  orNull,
  raw,
  string,
  stringOrNull,
} from '../../lib/json-writer.ts';
import { variantsOf } from './product-variants.ts';
import type { CategoryRef, PageTexts, ProductRecord, SeriesRef } from './read-model/product-record.ts';
import type { ProductParts } from './read-model/snapshot-product-page.ts';

/**
 * The product page answer ({ data: ProductDetail }) written straight from the snapshot's
 * record and the rows it names: the busiest read of the shop after the lists, where building
 * the object and JSON.stringify's walk over it was most of the request (decision 006, "Typed writers"). Images, PDFs
 * and attributes are stored as compact JSON text (catalog-loader.ts) and embedded as they are.
 * This is the one builder of the shape: CatalogService.detail() parses what it writes.
 * Every field list is checked against the contract (object<S, T>), so a field added there
 * must be written here before the server compiles.
 */

interface DetailSource extends ProductParts {
  inWishlist: boolean;
  /** The product's own texts: from its record, or read on demand for a large catalogue (decision 174). */
  texts: PageTexts;
}

/** A light's list price: its old price when there is a higher one (what is charged is sale_price). */
export const lightListCents = (priceCents: number, oldPriceCents: number | null) =>
  oldPriceCents && oldPriceCents > priceCents ? oldPriceCents : priceCents;

const deliveryTime = (stock: number, weeks: string) => `${stock > 0 ? '1-2' : weeks} Wochen`;

const category = object<CategoryRef, CategoryDto>({
  id: number((c) => c.id),
  parent_id: numberOrNull((c) => c.parentId),
  slug: string((c) => c.slug),
  name_de: string((c) => c.nameDe),
});

const categoryWithParent = object<DetailSource, ProductDetail['product_shop']['product']['category']>({
  id: number((s) => s.category.id),
  parent_id: numberOrNull((s) => s.category.parentId),
  slug: string((s) => s.category.slug),
  name_de: string((s) => s.category.nameDe),
  parent: orNull((s) => (s.category.parentId && s.parent?.slug ? s.parent : null), category),
});

const brand = object<DetailSource, BrandDto>({
  id: number((s) => s.product.brandId!),
  name: string((s) => s.brandName ?? ''),
});

const series = object<SeriesRef, NonNullable<ProductDetail['product_shop']['product']['series']>>({
  id: number((x) => x.id),
  name: string((x) => x.name),
  front_color: string((x) => x.frontColor ?? ''),
  body_color: string((x) => x.bodyColor ?? ''),
});

/** What a series card is written from: fields of the product's record. */
export type SeriesCardSource = Pick<
  ProductRecord,
  'id' | 'nameJson' | 'imageJson' | 'priceCents' | 'oldPriceCents' | 'isLight'
>;

/**
 * A product as a card in another product's series (up to 60 a page). It depends only on the
 * product's own record, so the loader writes it once per record (ProductRecord.seriesCardJson)
 * and a page joins the cards of its series: writing them per page was half of its cost.
 */
export const seriesCardJson = object<SeriesCardSource, SeriesProductDto>({
  id: number((x) => x.id),
  name: raw<SeriesCardSource, string>((x) => x.nameJson),
  image: raw<SeriesCardSource, string | null>((x) => x.imageJson),
  price: euroOfCents((x) => x.priceCents),
  old_price: euroOfCentsOrNull((x) => x.oldPriceCents),
  productName: raw<SeriesCardSource, string>((x) => x.nameJson),
  is_light: boolean((x) => x.isLight),
});

const light = object<ProductRecord, LightDto>({
  id: number((x) => x.id),
  code: string((x) => x.code),
  name: raw<ProductRecord, string>((x) => x.nameJson),
  image: raw<ProductRecord, string | null>((x) => x.imageJson),
  price: euroOfCents((x) => lightListCents(x.priceCents, x.oldPriceCents)),
  sale_price: euroOfCents((x) => x.priceCents),
});

type Variants = ProductDetail['variants'];
const variants = object<Variants, Variants>({
  farbe: array(
    (v) => v.farbe,
    object<Variants['farbe'][number], Variants['farbe'][number]>({
      variant_id: number((f) => f.variant_id),
      farbe_image: stringOrNull((f) => f.farbe_image),
      farbe_title: string((f) => f.farbe_title),
      selected: boolean((f) => f.selected),
    }),
  ),
  dimensions: array(
    (v) => v.dimensions,
    object<Variants['dimensions'][number], Variants['dimensions'][number]>({
      variant_id: number((d) => d.variant_id),
      dimensions: string((d) => d.dimensions),
      selected: boolean((d) => d.selected),
    }),
  ),
  variants: array(
    (v) => v.variants,
    object<Variants['variants'][number], Variants['variants'][number]>({
      id: number((x) => x.id),
      name: string((x) => x.name),
      product_image: stringOrNull((x) => x.product_image),
    }),
  ),
});

const product = object<DetailSource, ProductDetail['product_shop']['product']>({
  id: number((s) => s.product.id),
  code: string((s) => s.product.code),
  name: string((s) => s.product.name),
  description: raw<DetailSource, string>((s) => s.texts.descriptionJson),
  category: categoryWithParent,
  brand: orNull((s) => (s.product.brandId ? s : null), brand),
  series: orNull((s) => (s.series?.id && s.series.name ? s.series : null), series),
  delivery_weeks: string((s) => s.product.deliveryWeeks),
  images: raw<DetailSource, ProductImage[]>((s) => s.texts.imagesJson),
  product_image: stringOrNull((s) => s.product.image),
  stock: number((s) => s.product.stock),
  tax: number((s) => s.product.taxRate),
  is_light: boolean((s) => s.product.isLight),
  skus: array(
    (s) => [s.product],
    object<ProductRecord, ProductDetail['product_shop']['product']['skus'][number]>({
      code: string((p) => p.code),
      delivery_time: string((p) => deliveryTime(p.stock, p.deliveryWeeks)),
    }),
  ),
  pdf_file: raw<DetailSource, { id: number; name: string; path: string }[]>((s) => s.texts.pdfsJson),
  attributes: raw<DetailSource, { beschreibung: AttributeGroupDto[]; ausstatung: string[] }>(
    (s) => s.texts.attributesJson,
  ),
  serie_products: raw<DetailSource, SeriesProductDto[]>((s) => {
    const members = s.seriesMembers;
    let out = '[';
    for (let i = 0; i < members.length; i++) out += (i ? ',' : '') + members[i].seriesCardJson;
    return `${out}]`;
  }),
  lightning: array((s) => s.lights, light),
  rating: at(
    (s) => s.product,
    object<ProductRecord, ProductDetail['product_shop']['product']['rating']>({
      average: number((p) => (p.ratingCount > 0 ? Number(p.ratingAvg ?? 0) : 0)),
      count: number((p) => p.ratingCount),
    }),
  ),
});

const productShop = object<DetailSource, ProductDetail['product_shop']>({
  // One product is one marketplace offer: the offer's id is the product's.
  id: number((s) => s.product.id),
  name: string((s) => s.product.name),
  shop_name: string((s) => s.shop.name),
  shop_slug: string((s) => s.shop.slug),
  shop_id: number((s) => s.shop.id),
  warehouse_id: number((s) => s.shop.warehouseId),
  vendor_id: number((s) => s.shop.vendorId),
  product,
});

const detailResponse = object<DetailSource, ProductDetailReply>({
  data: object<DetailSource, ProductDetail>({
    price: euroOfCents((s) => s.product.priceCents),
    old_price: euroOfCentsOrNull((s) => s.product.oldPriceCents),
    lowest_price_30_days: euroOfCentsOrNull((s) => s.product.oldPriceCents),
    id: number((s) => s.product.id),
    product_shop: productShop,
    variants: at((s) => variantsOf(s.product, s.variantGroup), variants),
    in_wishlist: boolean((s) => s.inWishlist),
  }),
});

/** The JSON text of { data: ProductDetail } for a product page (in_wishlist and the product's page texts from the caller). */
export function writeProductDetail(parts: ProductParts, inWishlist: boolean, texts: PageTexts): string {
  return detailResponse({ ...parts, inWishlist, texts });
}
