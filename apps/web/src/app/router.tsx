import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { RequireStaff } from '../features/auth/components/require-staff.tsx';
import { getAccessToken } from '../lib/auth-token.ts';
import { backofficeLanguage, preloadCatalogues, storedLanguage } from '../lib/i18n.ts';
import { RootLayout } from './root-layout.tsx';
import type { RouteHandle } from './route-handle.ts';
import type { backofficeModules } from './routes/backoffice/screens.ts';
// The home page is most visitors' first screen: bundled, not lazy, to spare a request before it paints.
import HomePage from './routes/shop/home-page.tsx';
import { ShopLayout } from './shop-layout.tsx';

type ScreenModule = () => Promise<{ default: ComponentType }>;
type BackofficePath = keyof typeof backofficeModules;

/** What a screen needs besides its code, started with it instead of after its first render (docs/decisions/119). */
interface ScreenStart {
  /** Its text catalogues beyond its area's (a back-office screen: backoffice and admin, the staff frame's). */
  catalogues?: string[];
  /** Loads a function that starts the screen's first requests into the query cache (signed-in users only). */
  requests?: () => Promise<(queryClient: QueryClient, url: URL) => unknown>;
}

/** The app's query client, for the loaders that start a screen's requests (set by createAppRouter). */
let routeQueryClient: QueryClient | null = null;

function startCatalogues(handle: RouteHandle, start: ScreenStart | undefined): Promise<unknown> {
  const catalogues = [...(handle.ns === 'backoffice' ? ['backoffice', 'admin'] : []), ...(start?.catalogues ?? [])];
  if (!catalogues.length) return Promise.resolve();
  const lng = handle.ns === 'backoffice' ? backofficeLanguage(storedLanguage()) : storedLanguage();
  // A catalogue that fails to load is the screen's to report (it suspends on it), not a reason to fail the route.
  return preloadCatalogues(catalogues, lng).catch(() => undefined);
}

/**
 * A lazily loaded screen. Each screen is one file under routes/<area>/ whose default
 * export is the page; screens not built yet re-export the not-found page. The router runs
 * the loader alongside `lazy`, so the screen's requests travel while its code loads; the
 * loader returns at once and never holds the screen back.
 */
function screen(path: string, load: ScreenModule, handle: RouteHandle, start?: ScreenStart): RouteObject {
  const requests = start?.requests;
  return {
    path,
    handle,
    lazy: async () => {
      const [module] = await Promise.all([load(), startCatalogues(handle, start)]);
      return { Component: module.default };
    },
    loader: requests
      ? ({ request }) => {
          const queryClient = routeQueryClient;
          // A guest is sent to the login; the screen would ask again anyway if this fails.
          if (queryClient && getAccessToken() !== null)
            void requests()
              .then((begin) => begin(queryClient, new URL(request.url)))
              .catch(() => undefined);
          return null;
        }
      : undefined,
  };
}

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
  screen('calculator', () => import('./routes/pricing/calculator-page.tsx'), title('calculator')),
  screen('shipping', () => import('./routes/pricing/shipping-list-page.tsx'), title('shipping')),
  screen('new-shipping', () => import('./routes/pricing/shipping-create-page.tsx'), title('newShipping')),
  screen('edit-shipping/:id', () => import('./routes/pricing/shipping-edit-page.tsx'), title('editShipping')),
  screen('fd-imm', () => import('./routes/pricing/fd-imm-page.tsx'), title('fdImm')),
  screen('fd-imm-table', () => import('./routes/pricing/fd-imm-table-page.tsx'), title('fdImmTable')),
  screen('new-fdimm', () => import('./routes/pricing/fd-imm-create-page.tsx'), title('newFdImm')),
  screen('edit-fd-imm/:id', () => import('./routes/pricing/fd-imm-edit-page.tsx'), title('editFdImm')),
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

/** The staff start page; other staff areas add their screens under /admin/ here. */
const adminScreens: RouteObject[] = [
  screen('admin', () => import('./routes/admin/admin-home-page.tsx'), title('admin')),
  screen('admin/figures', () => import('./routes/admin/figures-page.tsx'), title('figures')),
  screen('admin/orders', () => import('./routes/admin/orders-page.tsx'), title('adminOrders')),
  screen('admin/orders/:orderNumber', () => import('./routes/admin/order-page.tsx'), title('adminOrder')),
  screen('admin/imports', () => import('./routes/admin/imports-page.tsx'), title('imports')),
];

const ac = (key: string): RouteHandle => ({ title: `nav.${key}`, ns: 'admin-catalog' });

/** Catalogue administration (decision 131): staff; lazy chunks, never in the storefront's first load. */
const adminCatalogScreens: RouteObject[] = [
  screen('admin/products', () => import('./routes/admin/products-page.tsx'), ac('products')),
  screen('admin/products/:id', () => import('./routes/admin/product-edit-page.tsx'), ac('product')),
  screen('admin/categories', () => import('./routes/admin/categories-page.tsx'), ac('categories')),
  screen('admin/shops', () => import('./routes/admin/shops-page.tsx'), ac('shops')),
  screen('admin/brands', () => import('./routes/admin/brands-page.tsx'), ac('brands')),
  screen('admin/series', () => import('./routes/admin/series-page.tsx'), ac('series')),
  screen('admin/homepage-texts', () => import('./routes/admin/homepage-texts-page.tsx'), ac('homepageTexts')),
  screen('admin/pages', () => import('./routes/admin/pages-page.tsx'), ac('pages')),
];

/** The wall-screen board fills the screen in its own layout (backoffice.md §2.8). */
const boardScreens: RouteObject[] = [screen('screen-tasks', backofficeScreen('screen-tasks'), bo('screenTasks'))];

/** Scan screens: the staff frame, without the shop's menu and footer (storefront §2). */
const warehouseScreens: RouteObject[] = [
  screen('scan', () => import('./routes/warehouse/scan-page.tsx'), title('scan')),
  screen('scan-table', () => import('./routes/warehouse/scan-table-page.tsx'), title('scanTable')),
  screen('scan-aw', () => import('./routes/warehouse/scan-aw-page.tsx'), bo('scanAw')),
  screen('scan-wm', () => import('./routes/warehouse/scan-wm-page.tsx'), bo('scanWm')),
  screen('wm/:tr_idtrans/:flag', () => import('./routes/warehouse/wm-lines-page.tsx'), bo('wm')),
];

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <ShopLayout />,
        children: [
          {
            // Inside the layout, so a failed screen keeps the header and footer around its error.
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <HomePage />, handle: title('home', { hideBreadcrumb: true }) },
              ...publicScreens,
              {
                element: <RequireAuth />,
                children: customerScreens,
              },
              { path: '*', element: <NotFoundPage />, handle: title('notFound') },
            ],
          },
        ],
      },
      {
        // Staff screens: guests go to the login, customers see "no access" before any staff frame appears.
        element: <RequireAuth />,
        errorElement: <RouteErrorPage />,
        children: [
          {
            element: <RequireStaff frame={(page) => <ShopLayout>{page}</ShopLayout>} />,
            children: [
              {
                lazy: async () => ({ Component: (await import('./admin/staff-layout.tsx')).StaffLayout }),
                children: [
                  {
                    errorElement: <RouteErrorPage />,
                    children: [
                      ...adminScreens,
                      ...adminCatalogScreens,
                      ...pricingScreens,
                      ...backofficeScreens,
                      ...warehouseScreens,
                    ],
                  },
                ],
              },
              {
                lazy: async () => ({ Component: (await import('./admin/board-layout.tsx')).BoardLayout }),
                children: [{ errorElement: <RouteErrorPage />, children: boardScreens }],
              },
            ],
          },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(queryClient: QueryClient): AppRouter {
  routeQueryClient = queryClient;
  return createBrowserRouter(routes);
}

/**
 * Resolves once the first screen's lazy route module has loaded (the server preloads it with
 * the HTML), so React's first render is that screen rather than a loader in place of the
 * server's first paint. Never waits longer than `timeoutMs`.
 */
export function routerReady(router: AppRouter, timeoutMs = 5000): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}
