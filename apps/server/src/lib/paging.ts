import type { FastifyRequest } from 'fastify';

export type QueryValue = string | number | Array<string | number> | null | undefined;

export interface PageResult<T> {
  data: T[];
  meta: { current_page: number; last_page: number; path: string; per_page: number; total: number };
  links: { first: string; last: string; next: string | null; prev: string | null };
}

/**
 * The origin of links in answers: always the configured PUBLIC_URL. Host and X-Forwarded-Host
 * are the client's word; believed, they let anyone put their own address into cached answers
 * and pages (decision 010).
 */
function requestOrigin(_request: FastifyRequest, publicUrl: string): string {
  return publicUrl;
}

/** A query string from normalised values; arrays repeat the key (brand=1&brand=2), empty values are left out. */
function queryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, String(value));
  }
  return search.toString();
}

/**
 * Paging in the spec's shape: meta and full links that keep every filter, so following
 * next/prev gives the neighbouring page of the same list.
 */
export function paged<T>(
  request: FastifyRequest,
  fallbackOrigin: string,
  opts: { data: T[]; page: number; perPage: number; total: number; params: Record<string, QueryValue> },
): PageResult<T> {
  const lastPage = Math.max(1, Math.ceil(opts.total / opts.perPage));
  const path = `${requestOrigin(request, fallbackOrigin)}${request.url.split('?')[0]}`;
  // The filters' query string is written once; page always comes last.
  const filters = queryString(opts.params);
  const link = (page: number) => `${path}?${filters ? `${filters}&` : ''}page=${page}`;
  const page = opts.page;
  return {
    data: opts.data,
    meta: { current_page: page, last_page: lastPage, path, per_page: opts.perPage, total: opts.total },
    links: {
      first: link(1),
      last: link(lastPage),
      next: page < lastPage ? link(page + 1) : null,
      prev: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
    },
  };
}
