import { clearAccessToken, getAccessToken } from './auth-token.ts';
import { takeInitialData } from './initial-data.ts';

export const API_BASE = '/api/v1';

/** A non-2xx answer; `body` keeps the server's shape ({message}, {message, errors}). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(messageOf(body) ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's `message` text, when it sent one. */
  get serverMessage(): string | undefined {
    return messageOf(this.body);
  }

  /** Field error lists of a 422 answer ({errors: {field: [..]}}). */
  get fieldErrors(): Record<string, string[]> {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    if (!errors || typeof errors !== 'object') return {};
    const out: Record<string, string[]> = {};
    for (const [field, list] of Object.entries(errors)) {
      if (Array.isArray(list)) out[field] = list.map(String);
      else if (typeof list === 'string') out[field] = [list];
    }
    return out;
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim()) return body;
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | Array<string | number> | null | undefined>;
  /** false for calls that must go without the bearer token (login, register, the cart's price call). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

export function buildUrl(path: string, query?: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

/**
 * The answer the server embedded in the page for a guest GET of this path (lib/initial-data.ts),
 * for a query's `initialData`: the first render shows it instead of a loader for one tick.
 * Undefined for a signed-in user (their answers are personal) or when nothing was embedded.
 */
export function initialAnswer<T>(path: string, query?: ApiRequestOptions['query']): T | undefined {
  if (getAccessToken()) return undefined;
  const initial = takeInitialData(buildUrl(path, query));
  return initial.found ? (initial.body as T) : undefined;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, auth = true, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = auth ? getAccessToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const url = buildUrl(path, query);
  if (method === 'GET' && !token) {
    const initial = takeInitialData(url);
    if (initial.found) return initial.body as T;
  }
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });

  const parsed = await parseBody(response);
  if (!response.ok) {
    // The token is expired or revoked: drop it so the app shows the guest state instead of failing on every call.
    if (response.status === 401 && token) clearAccessToken();
    throw new ApiError(response.status, parsed);
  }
  return parsed as T;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
