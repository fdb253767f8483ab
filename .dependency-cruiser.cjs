/**
 * Import boundaries, checked by `npm run boundaries` (part of `npm test`). The rules and why they
 * exist are in docs/decisions/106-import-boundaries.md.
 */

/**
 * Server module files that other modules may import: each module's declared public surface.
 * A module imports another only through these; anything else is that module's inside.
 */
const SERVER_PUBLIC = [
  'catalog/catalog\\.service\\.ts',
  'catalog/read-model/catalog-version\\.ts',
  // One product column map for the product form and the import (issue 37): the import checks a row as the form would.
  'admin-catalog/product-columns\\.ts',
  // A seller's products and imports (decision 172): the staff catalogue's services with the seller's scope.
  'admin-catalog/admin-products\\.service\\.ts',
  'imports/imports\\.service\\.ts',
  'imports/imports\\.upload\\.ts',
  'imports/imports\\.answers\\.ts',
  // The staff pricing calculation (design/pricing.md): the product form shows its margin and final price.
  'pricing/pricing-math\\.ts',
  'pricing/pricing\\.service\\.ts',
  'addresses/addresses\\.service\\.ts',
  // Creating an invited account with its set-password link (a seller's user, decision 169): auth owns accounts.
  'auth/auth\\.service\\.ts',
  'ratings/ratings\\.service\\.ts',
  'fast-tasks/fast-tasks\\.service\\.ts',
  'finished-tasks/report-caller\\.ts',
  'daysheet/daysheet\\.service\\.ts',
  'daysheet/daysheet\\.reports\\.ts',
  // An order's life (decision 162): reading it, its transitions, its address lines; every status change asks it.
  'orders/orders\\.service\\.ts',
  'orders/order-address\\.ts',
  // The payment adapters behind one interface: checkout takes money through them, refunds give it back.
  'payment-providers/payment-provider\\.ts',
  'payment-providers/payment-providers\\.ts',
  'checkout/checkout\\.totals\\.ts',
  'checkout/order-confirmation\\.ts',
  'invoices/invoices\\.service\\.ts',
  'refunds/refunds\\.service\\.ts',
  // Seller orders (decision 170): the payment splits an order by seller, staff and customers read its shipments.
  'seller-orders/seller-orders\\.service\\.ts',
];
/** Test set-ups other modules' tests may use. */
const SERVER_TEST_PUBLIC = [
  'catalog/catalog\\.fixtures\\.ts',
  'checkout/checkout\\.fixtures\\.ts',
  'admin-orders/admin-orders\\.fixtures\\.ts',
  'sellers/sellers\\.fixtures\\.ts',
];
/**
 * Where the server's SQL may live (decision 164, after decisions 112 and 162): queries files, the
 * database set-up, the catalogue read model's loaders (they stream the catalogue in one snapshot),
 * the demo generator (not production code) and tests. Elsewhere a value import of drizzle-orm,
 * of db/raw.ts or of a table is refused: a type-only import (`type SQL`, a row type) is fine.
 */
const SQL_HOMES = [
  '\\.queries\\.ts$',
  '^apps/server/src/db/',
  '^apps/server/src/modules/catalog/read-model/(catalog-loader|look-reader)\\.ts$',
  '^apps/server/src/demo/',
  '^apps/server/src/test/',
  '\\.(pg-|ops-|deploy-)?test\\.ts$',
  '\\.fixtures\\.ts$',
  'test-helpers\\.ts$',
];
const modules = '^apps/server/src/modules/';
const alternatives = (list) => `${modules}(${list.join('|')})$`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make load order matter and hide which side owns what.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import the checker cannot resolve would escape every other rule.',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'web-features-are-independent',
      severity: 'error',
      comment: 'A web feature never imports another feature: what two features share lives in components/ or lib/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      severity: 'error',
      comment:
        'lib/ and components/ are what features share: they never import a feature, or a feature would reach another through them (decision 164).',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-features-do-not-import-app',
      severity: 'error',
      comment:
        'app/ composes the features (router, layouts, route modules); a feature that imports it depends on its composer. What both need lives in lib/ or components/, or app/ passes it in (decision 164).',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-code-imports-no-app',
      severity: 'error',
      comment: 'lib/ and components/ sit below the features and app/ above them (decision 164).',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'contract-imports-no-implementation',
      severity: 'error',
      comment: 'The contract is shared by server and web: it depends on zod and itself only.',
      from: { path: '^packages/contract/' },
      to: { pathNot: ['^packages/contract/', 'node_modules/zod/'] },
    },
    {
      name: 'web-and-server-stay-apart',
      severity: 'error',
      comment: 'The web app and the server share only the contract.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-not-into-web',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'production-code-does-not-import-demo',
      severity: 'error',
      comment: 'The demo generator fills the demo shop; the shop must run without it. main.ts seeds an empty database.',
      from: {
        path: '^apps/server/src/',
        pathNot: ['^apps/server/src/demo/', '^apps/server/src/main\\.ts$', '\\.test\\.ts$'],
      },
      to: { path: '^apps/server/src/demo/' },
    },
    {
      name: 'server-sql-in-queries-files',
      severity: 'error',
      comment:
        'SQL lives in *.queries.ts (DESIGN.md conventions 3 and 4, decisions 112 and 164): routes, services and steps call query functions and never import drizzle-orm, db/raw.ts or a table. SQL_HOMES in .dependency-cruiser.cjs says where else it may be.',
      from: { path: '^apps/server/src/', pathNot: SQL_HOMES },
      to: {
        path: [
          '(^|/)node_modules/drizzle-orm/',
          '^apps/server/src/db/(raw|tables)\\.ts$',
          '^apps/server/src/db/schema/',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-modules-use-public-files',
      severity: 'error',
      comment:
        "A server module uses another only through that module's declared public files (SERVER_PUBLIC in .dependency-cruiser.cjs).",
      from: {
        path: `${modules}([^/]+)/`,
        pathNot: '\\.(pg-|ops-|deploy-)?test\\.ts$|\\.fixtures\\.ts$|test-helpers\\.ts$',
      },
      to: { path: modules, pathNot: [`${modules}$1/`, alternatives(SERVER_PUBLIC)] },
    },
    {
      name: 'no-other-modules-queries',
      severity: 'error',
      comment:
        "A module's *.queries.ts is its inside, also for other modules' tests: what others may use, its service exports (decision 162).",
      from: { path: `${modules}([^/]+)/` },
      to: { path: `${modules}[^/]+/.*\\.queries\\.ts$`, pathNot: `${modules}$1/` },
    },
    {
      name: 'server-module-tests-use-public-files',
      severity: 'error',
      comment: 'Tests may also use the shared fixtures and test helpers of other modules.',
      from: { path: `${modules}([^/]+)/.*(\\.(pg-|ops-|deploy-)?test\\.ts|\\.fixtures\\.ts|test-helpers\\.ts)$` },
      to: { path: modules, pathNot: [`${modules}$1/`, alternatives([...SERVER_PUBLIC, ...SERVER_TEST_PUBLIC])] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Packages are left out of the graph, but drizzle-orm: server-sql-in-queries-files looks at who imports it.
    exclude: { path: '(^|/)(dist|data)/|(^|/)node_modules/(?!drizzle-orm/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
