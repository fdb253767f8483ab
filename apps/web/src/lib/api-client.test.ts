import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from '../test-support/memory-storage.ts';
import { ApiError, apiRequest, buildUrl } from './api-client.ts';

const storage = installMemoryStorage();

function answer(status: number, body: unknown) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
  });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    storage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('calls /api/v1 with the bearer token from local storage', async () => {
    storage.setItem('access_token', 'abc');
    fetchMock.mockResolvedValue(answer(200, { data: [] }));
    await expect(apiRequest('/categories')).resolves.toEqual({ data: [] });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/categories');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('sends no token for calls marked auth: false', async () => {
    storage.setItem('access_token', 'abc');
    fetchMock.mockResolvedValue(answer(200, {}));
    await apiRequest('/login', { method: 'POST', body: { email: 'a@b.de' }, auth: false });
    expect((fetchMock.mock.calls[0][1]!.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('throws an ApiError with the status, message and field errors', async () => {
    fetchMock.mockResolvedValue(answer(422, { message: 'Ungültig', errors: { email: ['vergeben'] } }));
    const error = await apiRequest('/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, serverMessage: 'Ungültig', fieldErrors: { email: ['vergeben'] } });
  });

  it('drops the stored token when an authenticated call answers 401', async () => {
    storage.setItem('access_token', 'expired');
    fetchMock.mockResolvedValue(answer(401, { message: 'Nicht authentifiziert' }));
    await expect(apiRequest('/user')).rejects.toBeInstanceOf(ApiError);
    expect(storage.getItem('access_token')).toBeNull();
  });

  it('keeps plain-text bodies such as "Nicht Gefunden!" readable', async () => {
    fetchMock.mockResolvedValue(answer(404, 'Nicht Gefunden!'));
    await expect(apiRequest('/product/1')).rejects.toMatchObject({ status: 404, body: 'Nicht Gefunden!' });
  });

  it('leaves out empty query values and repeats array values', () => {
    expect(buildUrl('/products', { category: 'sale', q: '', brand: [1, 2], min_price: undefined })).toBe(
      '/api/v1/products?category=sale&brand=1&brand=2',
    );
  });
});
