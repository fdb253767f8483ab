import { Divider } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { HeartIcon } from '../components/icons.tsx';
import { BreadcrumbBar } from '../components/layout/breadcrumb-bar.tsx';
import { LanguageSwitch } from '../components/layout/language-switch.tsx';
import { MobileMenu } from '../components/layout/mobile-menu.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { AfterFirstPaint } from '../components/ui/after-first-paint.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { AccountLinks } from '../features/auth/components/account-links.tsx';
import { AccountMenu } from '../features/auth/components/account-menu.tsx';
import { CartMenu } from '../features/cart/components/cart-menu.tsx';
import { CategoryNav } from '../features/catalog/components/category-nav.tsx';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form.tsx';
import { usePageTitleOverride } from '../lib/page-title.ts';
import { useRouteHandle } from './route-handle.ts';
import { useDocumentTitle, useRouteTitle } from './route-title.ts';
import classes from './shop-layout.module.css';

function MobileMenuContent() {
  const { t } = useTranslation();
  return (
    <>
      <CategoryNav variant="list" />
      <Link to="/wishlist" className={classes.menuLink}>
        <HeartIcon size={20} />
        {t('header.wishlist')}
      </Link>
      <AccountLinks />
      <Divider my="md" />
      <LanguageSwitch />
    </>
  );
}

/**
 * Breadcrumb and document title. A screen may name itself from its data (category, search
 * text, product) once it has rendered; only this part follows that, so the store's update
 * does not render the whole page again (useSyncExternalStore updates render synchronously).
 */
function PageTitle() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const routeTitle = useRouteTitle(handle);
  const pageTitle = usePageTitleOverride();
  // The route title is the fallback.
  const title = pageTitle ?? routeTitle.title;
  const lang = pageTitle ? undefined : routeTitle.lang;
  useDocumentTitle(title, t('app.name'));
  return handle.hideBreadcrumb ? null : <BreadcrumbBar current={title} currentLang={lang} />;
}

/**
 * The storefront frame (storefront §2): banner, header, category bar, breadcrumb, page, footer.
 * `children` replaces the matched screen (a customer's "no access" on a staff path).
 */
export function ShopLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();

  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <SiteHeader
        mobileMenu={
          <MobileMenu>
            <MobileMenuContent />
          </MobileMenu>
        }
        languageSwitch={<LanguageSwitch />}
        account={<AccountMenu />}
        cart={<CartMenu />}
        categoryNav={<CategoryNav variant="bar" />}
      />
      <PageTitle />
      <main id="main-content" tabIndex={-1}>
        {/* Tall while a screen (or its catalogue) loads, so the footer does not show up and then jump away (CLS). */}
        <Suspense
          fallback={
            <div className={classes.pending}>
              <PageLoader />
            </div>
          }
        >
          {children ?? <Outlet />}
        </Suspense>
      </main>
      <AfterFirstPaint>
        <SiteFooter newsletter={<NewsletterForm />} />
      </AfterFirstPaint>
    </>
  );
}
