import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { shopInfoRoutes } from './shop-info/shop-info.routes.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { buttonClickRoutes } from './button-clicks/button-clicks.routes.ts';
import { wishlistRoutes } from './wishlist/wishlist.routes.ts';
import { ratingRoutes } from './ratings/ratings.routes.ts';
import { newsletterRoutes } from './newsletter/newsletter.routes.ts';
import { daysheetRoutes } from './daysheet/daysheet.routes.ts';
import { daysheetReportRoutes } from './daysheet/daysheet.report-routes.ts';
import { pricingRoutes } from './pricing/pricing.routes.ts';
import { addressRoutes } from './addresses/addresses.routes.ts';
import { accountRoutes } from './account/account.routes.ts';
import { accountFileRoutes } from './account/account.file-routes.ts';
import { tasksApiModules, tasksRootModules } from './tasks-registry.ts';
import { warehouseRoutes } from './warehouse/warehouse.routes.ts';
import { warehouseReportRoutes } from './warehouse/warehouse.report-routes.ts';
import { giftCodeRoutes } from './gift-codes/gift-codes.routes.ts';
import { checkoutRoutes } from './checkout/checkout.routes.ts';
import { checkoutPdfRoutes } from './checkout/checkout.pdf-routes.ts';
import { checkoutWebhookRoutes } from './checkout/checkout.webhook-routes.ts';
import { invoicePdfRoutes, invoiceRoutes } from './invoices/invoices.routes.ts';
import { adminOrderRoutes } from './admin-orders/admin-orders.routes.ts';
import { adminProductRoutes } from './admin-catalog/admin-products.routes.ts';
import { adminContentRoutes } from './admin-catalog/admin-content.routes.ts';
import { adminCatalogFileRoutes } from './admin-catalog/admin-catalog.file-routes.ts';
import { photosRoutes } from './photos/photos.routes.ts';
import { photosFileRoutes } from './photos/photos.file-routes.ts';
import { importsRoutes } from './imports/imports.routes.ts';
import { figuresRoutes } from './figures/figures.routes.ts';
import { accountingRoutes } from './accounting/accounting.routes.ts';
import { metricsRoutes } from './metrics/metrics.routes.ts';
import { sellerRoutes } from './sellers/sellers.routes.ts';
import { sellerOrderRoutes } from './seller-orders/seller-orders.routes.ts';
import { sellerProductRoutes } from './seller-products/seller-products.routes.ts';
import { sellerStatementRoutes } from './seller-statements/seller-statements.routes.ts';
import { backOffice } from '../plugins/backoffice-language.ts';

/** Modules mounted under /api/v1, in order. Add a domain here to expose it; back-office ones inside backOffice() (Albanian error answers). */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  shopInfoRoutes,
  authRoutes,
  catalogRoutes,
  buttonClickRoutes,
  wishlistRoutes,
  ratingRoutes,
  newsletterRoutes,
  backOffice(daysheetRoutes),
  pricingRoutes,
  addressRoutes,
  accountRoutes,
  ...tasksApiModules.map(backOffice),
  backOffice(warehouseRoutes),
  backOffice(giftCodeRoutes),
  checkoutRoutes,
  checkoutWebhookRoutes,
  invoiceRoutes,
  adminOrderRoutes,
  adminProductRoutes,
  adminContentRoutes,
  photosRoutes,
  importsRoutes,
  figuresRoutes,
  accountingRoutes,
  sellerRoutes,
  sellerOrderRoutes,
  sellerProductRoutes,
  sellerStatementRoutes,
];

/** Modules mounted on the root (report and download links of the spec, media files). */
export const rootModules: FastifyPluginAsync[] = [
  mediaRoutes,
  backOffice(daysheetReportRoutes),
  accountFileRoutes,
  ...tasksRootModules.map(backOffice),
  backOffice(warehouseReportRoutes),
  checkoutPdfRoutes,
  invoicePdfRoutes,
  adminCatalogFileRoutes,
  photosFileRoutes,
  metricsRoutes,
];
