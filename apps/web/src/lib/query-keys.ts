/**
 * Every query key comes from here, so an invalidation after a mutation names exactly what
 * it changes (DESIGN.md convention 7). Add an area as `area: { all: [...], ... }`.
 */
export const queryKeys = {
  checkout: {
    all: ['checkout'] as const,
    totals: (items: object, coupon: string) => [...queryKeys.checkout.all, 'totals', items, coupon] as const,
    paymentConfig: () => [...queryKeys.checkout.all, 'payment-config'] as const,
    addresses: () => [...queryKeys.checkout.all, 'addresses'] as const,
  },
  orders: {
    all: ['orders'] as const,
    list: () => [...queryKeys.orders.all, 'list'] as const,
    detail: (orderNumber: string) => [...queryKeys.orders.all, 'detail', orderNumber] as const,
  },
  productImports: {
    all: ['product-imports'] as const,
    detail: (area: string, id: string) => [...queryKeys.productImports.all, area, 'detail', id] as const,
  },
  productPhotos: {
    all: ['product-photos'] as const,
    list: (productId: number) => [...queryKeys.productPhotos.all, productId] as const,
  },
  shopInfo: {
    all: ['shop-info'] as const,
  },
  auth: {
    all: ['auth'] as const,
    currentUser: () => [...queryKeys.auth.all, 'current-user'] as const,
  },
  catalog: {
    all: ['catalog'] as const,
    categories: () => [...queryKeys.catalog.all, 'categories'] as const,
    category: (slug: string) => [...queryKeys.catalog.all, 'category', slug] as const,
    categoryFilters: (slug: string) => [...queryKeys.catalog.all, 'category-filters', slug] as const,
    categoryBrands: (id: number) => [...queryKeys.catalog.all, 'category-brands', id] as const,
    /** Every product list (all filters, guest and signed-in): wishlist changes update them. */
    productLists: () => [...queryKeys.catalog.all, 'products'] as const,
    products: (endpoint: string, params: object) => [...queryKeys.catalog.productLists(), endpoint, params] as const,
    homepageTexts: () => [...queryKeys.catalog.all, 'homepage-texts'] as const,
    shops: () => [...queryKeys.catalog.all, 'shops'] as const,
    page: (slug: string) => [...queryKeys.catalog.all, 'page', slug] as const,
  },
  product: {
    all: ['product'] as const,
    detail: (id: number) => [...queryKeys.product.all, 'detail', id] as const,
    similar: (id: number) => [...queryKeys.product.all, 'similar', id] as const,
  },
  ratings: {
    all: ['ratings'] as const,
    list: (productId: number) => [...queryKeys.ratings.all, 'list', productId] as const,
    one: (id: number) => [...queryKeys.ratings.all, 'one', id] as const,
  },
  wishlist: {
    all: ['wishlist'] as const,
    list: () => [...queryKeys.wishlist.all, 'list'] as const,
  },
  figures: {
    all: ['figures'] as const,
    period: (params: object) => [...queryKeys.figures.all, params] as const,
    sellers: (params: object) => [...queryKeys.figures.all, 'sellers', params] as const,
  },
  tasks: {
    all: ['tasks'] as const,
    users: () => [...queryKeys.tasks.all, 'users'] as const,
    fastList: (period: string, done: string) => [...queryKeys.tasks.all, 'fast', 'list', period, done] as const,
    fast: (id: number) => [...queryKeys.tasks.all, 'fast', 'one', id] as const,
    weeklyList: () => [...queryKeys.tasks.all, 'weekly', 'list'] as const,
    weekly: (id: number) => [...queryKeys.tasks.all, 'weekly', 'one', id] as const,
    finishedUsers: () => [...queryKeys.tasks.all, 'finished', 'users'] as const,
    finished: (userId: number, from: string, to: string) =>
      [...queryKeys.tasks.all, 'finished', userId, from, to] as const,
    comments: (userId: number) => [...queryKeys.tasks.all, 'comments', userId] as const,
    comment: (id: number) => [...queryKeys.tasks.all, 'comment', id] as const,
    screen: (done: string) => [...queryKeys.tasks.all, 'screen', done] as const,
    monthly: (month: string, userId: number | null) => [...queryKeys.tasks.all, 'monthly', month, userId] as const,
  },
  daysheet: {
    all: ['daysheet'] as const,
    users: () => [...queryKeys.daysheet.all, 'users'] as const,
    /** One list of a day sheet: resource (detyrat8, emails, …, vlersimet), day and user. */
    list: (resource: string, day: string, userId: number | null) =>
      [...queryKeys.daysheet.all, 'list', resource, day, userId] as const,
    one: (resource: string, id: number) => [...queryKeys.daysheet.all, 'one', resource, id] as const,
    ratingCheck: (day: string, userId: number | null) =>
      [...queryKeys.daysheet.all, 'rating-check', day, userId] as const,
  },
  account: {
    all: ['account'] as const,
    address: (id: number) => [...queryKeys.account.all, 'address', id] as const,
  },
  pricing: {
    all: ['pricing'] as const,
    services: () => [...queryKeys.pricing.all, 'services'] as const,
    service: (id: number) => [...queryKeys.pricing.services(), id] as const,
    immSets: () => [...queryKeys.pricing.all, 'imm-sets'] as const,
    immSet: (id: number) => [...queryKeys.pricing.immSets(), id] as const,
    /** Calculated tables depend on services and sets: any change there invalidates pricing.all. */
    freight: (params: object) => [...queryKeys.pricing.all, 'freight', params] as const,
    immResult: (params: object) => [...queryKeys.pricing.all, 'imm-result', params] as const,
  },
  warehouse: {
    all: ['warehouse'] as const,
    aws: () => [...queryKeys.warehouse.all, 'aws'] as const,
    isGrabowski: (awId: number) => [...queryKeys.warehouse.all, 'is-grabowski', awId] as const,
    lines: (trIdtrans: number, awId: number) => [...queryKeys.warehouse.all, 'lines', trIdtrans, awId] as const,
    wms: (awId: number) => [...queryKeys.warehouse.all, 'wms', awId] as const,
  },
  adminOrders: {
    all: ['admin-orders'] as const,
    list: (params: object) => [...queryKeys.adminOrders.all, 'list', params] as const,
    detail: (orderNumber: string) => [...queryKeys.adminOrders.all, 'detail', orderNumber] as const,
  },
  adminCatalog: {
    all: ['admin-catalog'] as const,
    products: (params: object) => [...queryKeys.adminCatalog.all, 'products', params] as const,
    product: (id: number) => [...queryKeys.adminCatalog.all, 'product', id] as const,
    history: (id: number) => [...queryKeys.adminCatalog.all, 'history', id] as const,
    records: (kind: string) => [...queryKeys.adminCatalog.all, 'records', kind] as const,
    pricing: (params: object) => [...queryKeys.adminCatalog.all, 'pricing', params] as const,
  },
  sellers: {
    all: ['sellers'] as const,
    list: () => [...queryKeys.sellers.all, 'list'] as const,
    detail: (id: number) => [...queryKeys.sellers.all, 'detail', id] as const,
    changes: (id: number) => [...queryKeys.sellers.all, 'changes', id] as const,
  },
  statements: {
    all: ['statements'] as const,
    admin: (params: object) => [...queryKeys.statements.all, 'admin', params] as const,
    mine: () => [...queryKeys.statements.all, 'mine'] as const,
  },
  sellerPortal: {
    all: ['seller-portal'] as const,
    me: () => [...queryKeys.sellerPortal.all, 'me'] as const,
    summary: () => [...queryKeys.sellerPortal.all, 'summary'] as const,
    orders: (params: object) => [...queryKeys.sellerPortal.all, 'orders', params] as const,
    order: (id: number) => [...queryKeys.sellerPortal.all, 'order', id] as const,
    products: (params: object) => [...queryKeys.sellerPortal.all, 'products', params] as const,
    product: (id: number) => [...queryKeys.sellerPortal.all, 'product', id] as const,
  },
  giftCodes: {
    all: ['gift-codes'] as const,
    list: () => [...queryKeys.giftCodes.all, 'list'] as const,
  },
} as const;
