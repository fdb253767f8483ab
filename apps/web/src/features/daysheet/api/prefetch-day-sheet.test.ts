import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from '../../../test-support/memory-storage.ts';
import { dayListQueryOptions } from './get-day-list.ts';
import { prefetchDaySheet } from './prefetch-day-sheet.ts';

const storage = installMemoryStorage();

describe('prefetchDaySheet (the /excel route loader)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    storage.setItem('access_token', 'abc');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => Response.json([{ id: 1, url: String(url) }]));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for every list of the own sheet of the day in the address, into the keys the screen reads', async () => {
    const queryClient = new QueryClient();
    expect(prefetchDaySheet(queryClient, new URL('http://shop.test/excel?day=2026-11-27'))).toBe(11);
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toHaveLength(11);
    expect(urls).toContain('/api/v1/excel/detyrat8?day=2026-11-27');
    expect(urls).toContain('/api/v1/excel/vlersimet?day=2026-11-27');
    expect(urls.every((u) => u.endsWith('?day=2026-11-27') && !u.includes('user_id'))).toBe(true);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(dayListQueryOptions('ngarkesat', '2026-11-27', null).queryKey)).toEqual([
        { id: 1, url: '/api/v1/excel/ngarkesat?day=2026-11-27' },
      ]),
    );
  });

  it("leaves another user's sheet to the screen (only it knows whether the caller may choose one)", () => {
    const queryClient = new QueryClient();
    expect(prefetchDaySheet(queryClient, new URL('http://shop.test/excel?day=2026-11-27&user_id=4'))).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
