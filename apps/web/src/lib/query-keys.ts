/**
 * Every query key comes from here, so an invalidation after a mutation names exactly what
 * it changes (DESIGN.md convention 7). Add an area as `area: { all: [...], ... }`.
 */
export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    currentUser: () => [...queryKeys.auth.all, 'current-user'] as const,
  },
  catalog: {
    all: ['catalog'] as const,
    categories: () => [...queryKeys.catalog.all, 'categories'] as const,
  },
} as const;
