import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { RequireStaff } from '../features/auth/components/require-staff.tsx';
import { RootLayout } from './root-layout.tsx';
import type { RouteHandle } from './route-handle.ts';
// The home page is most visitors' first screen: bundled, not lazy, to spare a request before it paints.
import HomePage from './routes/shop/home-page.tsx';
import { ShopLayout } from './shop-layout.tsx';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * A lazily loaded screen. Each screen is one file under routes/<area>/ whose default
 * export is the page; screens not built yet re-export the not-found page.
 */
function screen(path: string, load: ScreenModule, handle: RouteHandle): RouteObject {
  return { path, handle, lazy: async () => ({ Component: (await load()).default }) };
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

/** Back office (backoffice.md §2.1); the scan screens are in warehouseScreens. */
const backofficeScreens: RouteObject[] = [
  screen('excel', () => import('./routes/backoffice/day-page.tsx'), bo('excel')),
  screen('add/task', () => import('./routes/backoffice/add-task-page.tsx'), bo('addTask')),
  screen('add/other', () => import('./routes/backoffice/add-other-page.tsx'), bo('addOther')),
  screen('days/add-task', () => import('./routes/backoffice/days-add-task-page.tsx'), bo('addTask800')),
  screen('days/add-email', () => import('./routes/backoffice/days-add-email-page.tsx'), bo('addEmail')),
  screen(
    'days/add-similar-task',
    () => import('./routes/backoffice/days-add-similar-task-page.tsx'),
    bo('addSimilarTask'),
  ),
  screen(
    'days/add-unfinished-task',
    () => import('./routes/backoffice/days-add-unfinished-task-page.tsx'),
    bo('addUnfinishedTask'),
  ),
  screen(
    'days/add-am-priority-task',
    () => import('./routes/backoffice/days-add-am-priority-task-page.tsx'),
    bo('addAmPriorityTask'),
  ),
  screen(
    'days/add-pm-priority-task',
    () => import('./routes/backoffice/days-add-pm-priority-task-page.tsx'),
    bo('addPmPriorityTask'),
  ),
  screen('days/add-issue', () => import('./routes/backoffice/days-add-issue-page.tsx'), bo('addIssue')),
  screen('days/add-purpose', () => import('./routes/backoffice/days-add-purpose-page.tsx'), bo('addPurpose')),
  screen('days/add-overLoad', () => import('./routes/backoffice/days-add-overload-page.tsx'), bo('addOverload')),
  screen('days/add-ratings', () => import('./routes/backoffice/days-add-ratings-page.tsx'), bo('addRatings')),
  screen('days/edit-task/:id', () => import('./routes/backoffice/days-edit-task-page.tsx'), bo('editTask800')),
  screen('days/edit-email/:id', () => import('./routes/backoffice/days-edit-email-page.tsx'), bo('editEmail')),
  // The spec gives both readings of this path (backoffice.md §2.1); both open the same screen.
  screen(
    'days/edit-edit-similar-task/:id',
    () => import('./routes/backoffice/days-edit-similar-task-page.tsx'),
    bo('editSimilarTask'),
  ),
  screen(
    'days/edit-similar-task/:id',
    () => import('./routes/backoffice/days-edit-similar-task-page.tsx'),
    bo('editSimilarTask'),
  ),
  screen(
    'days/edit-unfinished-task/:id',
    () => import('./routes/backoffice/days-edit-unfinished-task-page.tsx'),
    bo('editUnfinishedTask'),
  ),
  screen(
    'days/edit-am-priority-task/:id',
    () => import('./routes/backoffice/days-edit-am-priority-task-page.tsx'),
    bo('editAmPriorityTask'),
  ),
  screen(
    'days/edit-pm-priority-task/:id',
    () => import('./routes/backoffice/days-edit-pm-priority-task-page.tsx'),
    bo('editPmPriorityTask'),
  ),
  screen('days/edit-issue/:id', () => import('./routes/backoffice/days-edit-issue-page.tsx'), bo('editIssue')),
  screen('days/editpurpose/:id', () => import('./routes/backoffice/days-edit-purpose-page.tsx'), bo('editPurpose')),
  screen('days/edit-overload/:id', () => import('./routes/backoffice/days-edit-overload-page.tsx'), bo('editOverload')),
  screen(
    'days/edit-overload-tomorrow/:id',
    () => import('./routes/backoffice/days-edit-overload-tomorrow-page.tsx'),
    bo('editOverloadTomorrow'),
  ),
  screen('days/edit-ratings/:id', () => import('./routes/backoffice/days-edit-ratings-page.tsx'), bo('editRatings')),
  screen('edit-comment/:id/:user_id', () => import('./routes/backoffice/edit-comment-page.tsx'), bo('editComment')),
  screen('edit-daily-task/:id', () => import('./routes/backoffice/edit-daily-task-page.tsx'), bo('editDailyTask')),
  screen('monthly-ratings', () => import('./routes/backoffice/monthly-ratings-page.tsx'), bo('monthlyRatings')),
  screen('add-fast-task', () => import('./routes/backoffice/add-fast-task-page.tsx'), bo('addFastTask')),
  screen('edit-fast-task/:id', () => import('./routes/backoffice/edit-fast-task-page.tsx'), bo('editFastTask')),
  screen('fast-tasks', () => import('./routes/backoffice/fast-tasks-page.tsx'), bo('fastTasks')),
  screen('finished-tasks', () => import('./routes/backoffice/finished-tasks-page.tsx'), bo('finishedTasks')),
  screen('weekly-tasks', () => import('./routes/backoffice/weekly-tasks-page.tsx'), bo('weeklyTasks')),
  screen('add-weekly-tasks', () => import('./routes/backoffice/add-weekly-task-page.tsx'), bo('addWeeklyTask')),
  screen('edit-weekly-task/:id', () => import('./routes/backoffice/edit-weekly-task-page.tsx'), bo('editWeeklyTask')),
  screen('gift_code', () => import('./routes/backoffice/gift-code-page.tsx'), bo('giftCode')),
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
const boardScreens: RouteObject[] = [
  screen('screen-tasks', () => import('./routes/backoffice/screen-tasks-page.tsx'), bo('screenTasks')),
];

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

export function createAppRouter(): AppRouter {
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
