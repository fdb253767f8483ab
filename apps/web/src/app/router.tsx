import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { RequireSeller } from '../features/auth/components/require-seller.tsx';
import { RequireStaff } from '../features/auth/components/require-staff.tsx';
import { getAccessToken } from '../lib/auth-token.ts';
import { backofficeLanguage, preloadCatalogues, storedLanguage } from '../lib/i18n.ts';
import { type AppRouter, createAppRouter as createRouter, startingRoute } from './app-router.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RootLayout } from './root-layout.tsx';
import type { RouteHandle } from './route-handle.ts';
import type { backofficeModules } from './routes/backoffice/screens.ts';
import type { SellerPath } from './routes/seller/screens.ts';
import type { StaffPath } from './routes/staff-screens.ts';
import { ShopLayout } from './shop-layout.tsx';

/**
 * A screen's module: its page, and what else the page needs in its first render that it loads
 * on demand (`ready`, given the address the navigation goes to), so the route waits for that too.
 */
type ScreenModule = () => Promise<{ default: ComponentType; ready?: (url: URL) => Promise<unknown> | undefined }>;
type BackofficePath = keyof typeof backofficeModules;

/** What a screen needs besides its code, started with it instead of after its first render (docs/decisions/119). */
interface ScreenStart {
  /** Its text catalogues beyond its area's (a back-office screen: backoffice and admin, the staff frame's). */
  catalogues?: string[];
  /** Loads a function that starts the screen's first requests into the query cache (signed-in users only). */
  requests?: () => Promise<(queryClient: QueryClient, url: URL) => unknown>;
  /** The parent's own page (the home page), not a path below it. */
  index?: true;
}

/** The app's query client, for the loaders that start a screen's requests (set by createAppRouter). */
let routeQueryClient: QueryClient | null = null;

function startCatalogues(handle: RouteHandle, own: string[] = []): Promise<unknown> {
  const catalogues = [...new Set([...(handle.ns === 'backoffice' ? ['backoffice', 'admin'] : []), ...own])];
  if (!catalogues.length) return Promise.resolve();
  const lng = handle.ns === 'backoffice' ? backofficeLanguage(storedLanguage()) : storedLanguage();
  // A catalogue that fails to load is the screen's to report (it suspends on it), not a reason to fail the route.
  return preloadCatalogues(catalogues, lng).catch(() => undefined);
}

/**
 * A lazily loaded screen. Each screen is one file under routes/<area>/ whose default
 * export is the page; screens not built yet re-export the not-found page. The navigation
 * starts the screen's requests alongside its code, so they travel while it loads; they
 * never hold the screen back.
 */
function screen(path: string, load: ScreenModule, handle: RouteHandle, start?: ScreenStart): RouteObject {
  const requests = start?.requests;
  return startingRoute(start?.index ? { index: true, handle } : { path, handle }, {
    load: async (url) => {
      const [module] = await Promise.all([load(), startCatalogues(handle, start?.catalogues)]);
      await module.ready?.(url);
      return module.default;
    },
    begin: requests ? (url) => startRequests(requests, url) : undefined,
  });
}

/** Starts a screen's first requests into the query cache, never holding the screen back. */
function startRequests(requests: NonNullable<ScreenStart['requests']>, url: URL): void {
  const queryClient = routeQueryClient;
  // A guest is sent to the login; the screen would ask again anyway if this fails.
  if (queryClient && getAccessToken() !== null)
    void requests()
      .then((begin) => begin(queryClient, url))
      .catch(() => undefined);
}

/** The staff screens outside the back office and the staff frames: one lazy module for all (routes/staff-screens.ts). */
const staffScreens = () => import('./routes/staff-screens.ts');

/**
 * A staff screen outside the back office. Its code, its catalogues (the staff frame's `admin` and the screen's own)
 * and its first requests, all named in routes/staff-screens.ts, start together (issue 34).
 */
function staffScreen(path: StaffPath, handle: RouteHandle): RouteObject {
  return startingRoute(
    { path, handle },
    {
      load: async () => {
        const { staffModules, staffCatalogues } = await staffScreens();
        const own = ['admin', ...(staffCatalogues[path] ?? [])];
        const [module] = await Promise.all([staffModules[path](), startCatalogues(handle, own)]);
        return module.default;
      },
      begin: (url) =>
        startRequests(async () => {
          const { beginStaffScreen } = await staffScreens();
          return (queryClient, at) => beginStaffScreen(path, queryClient, at);
        }, url),
    },
  );
}

/** Routes below show the error page in their place when one fails to load or render. */
const withErrorPage = (children: RouteObject[]): RouteObject => ({
  element: (
    <RouteErrorBoundary fallback={(error) => <RouteErrorPage error={error} />}>
      <Outlet />
    </RouteErrorBoundary>
  ),
  children,
});

const title = (key: string, extra?: Omit<RouteHandle, 'title'>): RouteHandle => ({ title: `titles.${key}`, ...extra });
const bo = (key: string): RouteHandle => ({ title: `nav.${key}`, ns: 'backoffice' });

/** Storefront screens anyone may open (storefront §2). */
const publicScreens: RouteObject[] = [
  screen('products', () => import('./routes/shop/products-page.tsx'), title('products')),
  screen('product/:id', () => import('./routes/shop/product-page.tsx'), title('product', { hideBreadcrumb: true })),
  screen('shops', () => import('./routes/shop/shops-page.tsx'), title('shops')),
  screen('cart', () => import('./routes/checkout/cart-page.tsx'), title('cart')),
  screen('login', () => import('./routes/account/login-page.tsx'), title('login')),
  screen('register', () => import('./routes/account/register-page.tsx'), title('register')),
  screen('password/email', () => import('./routes/account/forgot-password-page.tsx'), title('forgotPassword')),
  screen('reset-password/:token', () => import('./routes/account/reset-password-page.tsx'), title('resetPassword')),
  screen('impressum', () => import('./routes/shop/impressum-page.tsx'), title('impressum')),
  screen('agb', () => import('./routes/shop/agb-page.tsx'), title('agb')),
  screen('daten', () => import('./routes/shop/privacy-page.tsx'), title('daten')),
  screen('widerrufsrecht', () => import('./routes/shop/withdrawal-page.tsx'), title('widerrufsrecht')),
  screen('vertrag-widerrufen', () => import('./routes/shop/contract-withdrawal-page.tsx'), title('vertragWiderrufen')),
];

/** Customer screens that need a signed-in user (storefront §6, account-checkout-pricing §2 and §6). */
const customerScreens: RouteObject[] = [
  screen('wishlist', () => import('./routes/shop/wishlist-page.tsx'), title('wishlist')),
  screen('checkout', () => import('./routes/checkout/checkout-page.tsx'), title('checkout')),
  screen('thankyou', () => import('./routes/checkout/thankyou-page.tsx'), title('thankyou')),
  screen('profile', () => import('./routes/account/profile-page.tsx'), title('profile')),
  screen('edit-profile/:id', () => import('./routes/account/edit-profile-page.tsx'), title('editProfile')),
  screen('change-pwd', () => import('./routes/account/change-password-page.tsx'), title('changePassword')),
  screen('orders', () => import('./routes/account/orders-page.tsx'), title('orders')),
  screen('order/:orderNumber', () => import('./routes/account/order-page.tsx'), title('order')),
  screen('address/create', () => import('./routes/account/address-create-page.tsx'), title('addressCreate')),
  screen('address/:id', () => import('./routes/account/address-edit-page.tsx'), title('addressEdit')),
];

/** Staff pricing tools (account-checkout-pricing §2). */
const pricingScreens: RouteObject[] = [
  staffScreen('calculator', title('calculator')),
  staffScreen('shipping', title('shipping')),
  staffScreen('new-shipping', title('newShipping')),
  staffScreen('edit-shipping/:id', title('editShipping')),
  staffScreen('fd-imm', title('fdImm')),
  staffScreen('fd-imm-table', title('fdImmTable')),
  staffScreen('new-fdimm', title('newFdImm')),
  staffScreen('edit-fd-imm/:id', title('editFdImm')),
];

/** A back-office screen, loaded through routes/backoffice/screens.ts (one lazy module for all of them). */
const backofficeScreen =
  (path: BackofficePath): ScreenModule =>
  async () =>
    (await import('./routes/backoffice/screens.ts')).backofficeModules[path]();

/** Back office (backoffice.md §2.1); the scan screens are in warehouseScreens. */
const backofficeScreens: RouteObject[] = [
  screen('excel', backofficeScreen('excel'), bo('excel'), {
    catalogues: ['daysheet'],
    requests: async () => (await import('../features/daysheet/api/prefetch-day-sheet.ts')).prefetchDaySheet,
  }),
  screen('add/task', backofficeScreen('add/task'), bo('addTask')),
  screen('add/other', backofficeScreen('add/other'), bo('addOther')),
  screen('days/add-task', backofficeScreen('days/add-task'), bo('addTask800')),
  screen('days/add-email', backofficeScreen('days/add-email'), bo('addEmail')),
  screen('days/add-similar-task', backofficeScreen('days/add-similar-task'), bo('addSimilarTask')),
  screen('days/add-unfinished-task', backofficeScreen('days/add-unfinished-task'), bo('addUnfinishedTask')),
  screen('days/add-am-priority-task', backofficeScreen('days/add-am-priority-task'), bo('addAmPriorityTask')),
  screen('days/add-pm-priority-task', backofficeScreen('days/add-pm-priority-task'), bo('addPmPriorityTask')),
  screen('days/add-issue', backofficeScreen('days/add-issue'), bo('addIssue')),
  screen('days/add-purpose', backofficeScreen('days/add-purpose'), bo('addPurpose')),
  screen('days/add-overLoad', backofficeScreen('days/add-overLoad'), bo('addOverload')),
  screen('days/add-ratings', backofficeScreen('days/add-ratings'), bo('addRatings')),
  screen('days/edit-task/:id', backofficeScreen('days/edit-task/:id'), bo('editTask800')),
  screen('days/edit-email/:id', backofficeScreen('days/edit-email/:id'), bo('editEmail')),
  // The spec gives both readings of this path (backoffice.md §2.1); both open the same screen.
  screen('days/edit-edit-similar-task/:id', backofficeScreen('days/edit-edit-similar-task/:id'), bo('editSimilarTask')),
  screen('days/edit-similar-task/:id', backofficeScreen('days/edit-similar-task/:id'), bo('editSimilarTask')),
  screen('days/edit-unfinished-task/:id', backofficeScreen('days/edit-unfinished-task/:id'), bo('editUnfinishedTask')),
  screen(
    'days/edit-am-priority-task/:id',
    backofficeScreen('days/edit-am-priority-task/:id'),
    bo('editAmPriorityTask'),
  ),
  screen(
    'days/edit-pm-priority-task/:id',
    backofficeScreen('days/edit-pm-priority-task/:id'),
    bo('editPmPriorityTask'),
  ),
  screen('days/edit-issue/:id', backofficeScreen('days/edit-issue/:id'), bo('editIssue')),
  screen('days/editpurpose/:id', backofficeScreen('days/editpurpose/:id'), bo('editPurpose')),
  screen('days/edit-overload/:id', backofficeScreen('days/edit-overload/:id'), bo('editOverload')),
  screen(
    'days/edit-overload-tomorrow/:id',
    backofficeScreen('days/edit-overload-tomorrow/:id'),
    bo('editOverloadTomorrow'),
  ),
  screen('days/edit-ratings/:id', backofficeScreen('days/edit-ratings/:id'), bo('editRatings')),
  screen('edit-comment/:id/:user_id', backofficeScreen('edit-comment/:id/:user_id'), bo('editComment')),
  screen('edit-daily-task/:id', backofficeScreen('edit-daily-task/:id'), bo('editDailyTask')),
  screen('monthly-ratings', backofficeScreen('monthly-ratings'), bo('monthlyRatings')),
  screen('add-fast-task', backofficeScreen('add-fast-task'), bo('addFastTask')),
  screen('edit-fast-task/:id', backofficeScreen('edit-fast-task/:id'), bo('editFastTask')),
  screen('fast-tasks', backofficeScreen('fast-tasks'), bo('fastTasks'), {
    catalogues: ['tasks', 'datatable'],
    requests: async () => (await import('../features/tasks/api/get-fast-tasks.ts')).prefetchFastTasks,
  }),
  screen('finished-tasks', backofficeScreen('finished-tasks'), bo('finishedTasks')),
  screen('weekly-tasks', backofficeScreen('weekly-tasks'), bo('weeklyTasks')),
  screen('add-weekly-tasks', backofficeScreen('add-weekly-tasks'), bo('addWeeklyTask')),
  screen('edit-weekly-task/:id', backofficeScreen('edit-weekly-task/:id'), bo('editWeeklyTask')),
  screen('gift_code', backofficeScreen('gift_code'), bo('giftCode')),
];

/** The staff start page; other staff areas add their screens under /admin/ here (and their modules in routes/staff-screens.ts). */
const adminScreens: RouteObject[] = [
  staffScreen('admin', title('admin')),
  staffScreen('admin/figures', title('figures')),
  staffScreen('admin/orders', title('adminOrders')),
  staffScreen('admin/orders/:orderNumber', title('adminOrder')),
  staffScreen('admin/imports', title('imports')),
  staffScreen('admin/sellers', title('sellers')),
  staffScreen('admin/sellers/new', title('seller')),
  staffScreen('admin/sellers/:id', title('seller')),
  staffScreen('admin/statements', title('adminStatements')),
];

const ac = (key: string): RouteHandle => ({ title: `nav.${key}`, ns: 'admin-catalog' });

/** Catalogue administration (decision 131): staff; lazy chunks, never in the storefront's first load. */
const adminCatalogScreens: RouteObject[] = [
  staffScreen('admin/products', ac('products')),
  staffScreen('admin/products/:id', ac('product')),
  staffScreen('admin/categories', ac('categories')),
  staffScreen('admin/shops', ac('shops')),
  staffScreen('admin/brands', ac('brands')),
  staffScreen('admin/series', ac('series')),
  staffScreen('admin/homepage-texts', ac('homepageTexts')),
  staffScreen('admin/pages', ac('pages')),
];

/** The seller portal's screens and frame: one lazy module for all (routes/seller/screens.ts). */
const sellerScreensModule = () => import('./routes/seller/screens.ts');

/** A seller portal screen (issue 38): its code, catalogues and first requests start together. */
function sellerScreen(path: SellerPath, handle: RouteHandle): RouteObject {
  return startingRoute(
    { path, handle },
    {
      load: async () => {
        const { sellerModules, sellerCatalogues } = await sellerScreensModule();
        const [module] = await Promise.all([sellerModules[path](), startCatalogues(handle, sellerCatalogues[path])]);
        return module.default;
      },
      begin:
        path === 'seller'
          ? (url) => startRequests(async () => (await sellerScreensModule()).prefetchSellerStart(), url)
          : undefined,
    },
  );
}

/**
 * The seller portal (issue 38): a seller's users only, in its own frame; every screen a lazy chunk, never in the
 * storefront's first load.
 */
const sellerScreens: RouteObject[] = [
  sellerScreen('seller', title('sellerHome')),
  sellerScreen('seller/orders', title('sellerOrders')),
  sellerScreen('seller/orders/:id', title('sellerOrder')),
  sellerScreen('seller/products', title('sellerProducts')),
  sellerScreen('seller/products/:id', title('sellerProduct')),
  sellerScreen('seller/imports', title('sellerImports')),
  sellerScreen('seller/statements', title('sellerStatements')),
];

/** The wall-screen board fills the screen in its own layout (backoffice.md §2.8). */
const boardScreens: RouteObject[] = [screen('screen-tasks', backofficeScreen('screen-tasks'), bo('screenTasks'))];

/** Scan screens: the staff frame, without the shop's menu and footer (storefront §2). */
const warehouseScreens: RouteObject[] = [
  staffScreen('scan', title('scan')),
  staffScreen('scan-table', title('scanTable')),
  staffScreen('scan-aw', bo('scanAw')),
  staffScreen('scan-wm', bo('scanWm')),
  staffScreen('wm/:tr_idtrans/:flag', bo('wm')),
];

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <ShopLayout />,
        children: [
          // Inside the layout, so a failed screen keeps the header and footer around its error.
          withErrorPage([
            // Its own chunk like every screen's, so other pages do not load it; the server lists it in the
            // page it sends for /, so it arrives with the app's code rather than after it (docs/decisions/165).
            screen('', () => import('./routes/shop/home-page.tsx'), title('home', { hideBreadcrumb: true }), {
              index: true,
            }),
            ...publicScreens,
            {
              element: <RequireAuth />,
              children: customerScreens,
            },
            { path: '*', element: <NotFoundPage />, handle: title('notFound') },
          ]),
        ],
      },
      {
        // The seller portal: guests go to the login, everyone but a seller's user sees "no access" in the shop's frame.
        element: (
          <RouteErrorBoundary fallback={(error) => <RouteErrorPage error={error} />}>
            <RequireAuth />
          </RouteErrorBoundary>
        ),
        children: [
          {
            element: <RequireSeller frame={(page) => <ShopLayout>{page}</ShopLayout>} />,
            children: [
              startingRoute(
                { children: [withErrorPage(sellerScreens)] },
                {
                  load: async () => {
                    const [layout] = await Promise.all([
                      sellerScreensModule().then((m) => m.sellerLayout()),
                      preloadCatalogues(['seller'], storedLanguage()).catch(() => undefined),
                    ]);
                    return layout;
                  },
                },
              ),
            ],
          },
        ],
      },
      {
        // Staff screens: guests go to the login, customers see "no access" before any staff frame appears.
        element: (
          <RouteErrorBoundary fallback={(error) => <RouteErrorPage error={error} />}>
            <RequireAuth />
          </RouteErrorBoundary>
        ),
        children: [
          {
            element: <RequireStaff frame={(page) => <ShopLayout>{page}</ShopLayout>} />,
            children: [
              startingRoute(
                {
                  children: [
                    withErrorPage([
                      ...adminScreens,
                      ...adminCatalogScreens,
                      ...pricingScreens,
                      ...backofficeScreens,
                      ...warehouseScreens,
                    ]),
                  ],
                },
                { load: async () => (await staffScreens()).staffLayouts.staff() },
              ),
              startingRoute(
                { children: [withErrorPage(boardScreens)] },
                { load: async () => (await staffScreens()).staffLayouts.board() },
              ),
            ],
          },
        ],
      },
    ],
  },
];

export type { AppRouter };

export function createAppRouter(queryClient: QueryClient): AppRouter {
  routeQueryClient = queryClient;
  return createRouter(routes);
}

/**
 * Resolves once the first screen's lazy route module has loaded (the server preloads it with
 * the HTML), so React's first render is that screen rather than a loader in place of the
 * server's first paint. Never waits longer than `timeoutMs`.
 */
export function routerReady(router: AppRouter, timeoutMs = 5000): Promise<void> {
  return router.ready(timeoutMs);
}
