import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import {
  MAX_PAGE,
  SEARCH_MAX_LENGTH,
  productOrders,
  type ProductListQuery,
  type ProductOrder,
} from '@wohnwerk/contract/catalog';

/**
 * The list query (/products, /aproducts, /sale-products, /search) read without zod when it is
 * valid, which nearly every request is: zod's parse of it was about a twentieth of a list
 * request under load. Anything this reader does not accept as it stands (an error, an array
 * where a text belongs, ...) goes to the contract's zod schema, which gives the answer and the
 * German error messages, so there is one set of rules and messages. The test
 * (list-query.test.ts) checks that both read every input alike.
 */

const SLUG = /^[a-z0-9][a-z0-9-]*$/i;
const EURO = /^\d{1,7}([.,]\d{1,2})?$/;
const BRAND = /^\d{1,9}$/;
const PAGE = /^\d{1,10}$/;
const orders = new Set<string>(productOrders);

/** Stands for "zod must decide". */
const UNSURE = Symbol('unsure');
type Read<T> = T | undefined | typeof UNSURE;

/** Query values arrive as strings; an empty or blank one means "not given" (as the schema's preprocess). */
const given = (v: unknown): Read<string> => {
  if (v === undefined) return undefined;
  if (typeof v !== 'string') return UNSURE;
  const t = v.trim();
  return t === '' ? undefined : t;
};

const euro = (v: unknown): Read<number> => {
  const t = given(v);
  if (typeof t !== 'string') return t;
  return EURO.test(t) ? Number(t.replace(',', '.')) : UNSURE;
};

const brands = (v: unknown): Read<number[]> => {
  const t = given(v);
  if (typeof t !== 'string') return t;
  const ids: number[] = [];
  let parts = 0;
  for (const part of t.split(',')) {
    const p = part.trim();
    if (p === '') continue;
    if (!BRAND.test(p) || ++parts > 50) return UNSURE;
    const id = Number(p);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
};

/** The parsed query, or null when zod has to read it. */
export function readListQuery(data: unknown): ProductListQuery | null {
  if (typeof data !== 'object' || data === null) return null;
  const raw = data as Record<string, unknown>;
  const out: ProductListQuery = {};

  const category = given(raw.category);
  if (category === UNSURE || (category !== undefined && (category.length > 120 || !SLUG.test(category)))) return null;
  if (category !== undefined) out.category = category.toLowerCase();

  const q = given(raw.q);
  if (q === UNSURE || (q !== undefined && q.length > SEARCH_MAX_LENGTH)) return null;
  if (q !== undefined) out.q = q;

  const min = euro(raw.min_price);
  const max = euro(raw.max_price);
  if (min === UNSURE || max === UNSURE || (min !== undefined && max !== undefined && min > max)) return null;
  if (min !== undefined) out.min_price = min;
  if (max !== undefined) out.max_price = max;

  const brand = brands(raw.brand);
  if (brand === UNSURE) return null;
  if (brand !== undefined) out.brand = brand;

  // The sort value is compared as sent (the schema's enum does not trim it).
  const order = given(raw.order);
  if (order === UNSURE || (order !== undefined && !orders.has(raw.order as string))) return null;
  if (order !== undefined) out.order = raw.order as ProductOrder;

  const page = given(raw.page);
  if (page === UNSURE || (page !== undefined && !PAGE.test(page))) return null;
  if (page !== undefined) {
    const n = Number(page);
    if (n < 1 || n > MAX_PAGE) return null;
    out.page = n;
  }
  return out;
}

/** Route validator for the list query: the reader above, zod (fastify-type-provider-zod) for the rest. */
export const listQueryValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const full = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data) => {
    const value = readListQuery(data);
    return value ? { value } : full(data);
  };
};
