import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { installMemoryStorage } from '../../../test-support/memory-storage.ts';
import { prefetchFastTasks } from './get-fast-tasks.ts';

const storage = installMemoryStorage();

describe('prefetchFastTasks (the /fast-tasks route loader)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    storage.setItem('access_token', 'abc');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the list with the filters' defaults, into the key the screen reads first", async () => {
    fetchMock.mockResolvedValue(Response.json({ data: [{ id: 7 }] }));
    const queryClient = new QueryClient();
    expect(prefetchFastTasks(queryClient)).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/v1/excel/detyrat-e-shpejta?period=all');
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.tasks.fastList('all', ''))).toEqual({ data: [{ id: 7 }] }),
    );
  });
});
