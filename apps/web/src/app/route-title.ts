import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { backofficeLanguage } from '../lib/i18n.ts';
import type { RouteHandle } from './route-handle.ts';

/** The current route's title in the right catalogue; back-office titles are Albanian unless English is chosen. */
export function useRouteTitle(handle: RouteHandle): { title: string; lang: string } {
  const { i18n } = useTranslation();
  const ns = handle.ns ?? 'common';
  const lang = ns === 'backoffice' ? backofficeLanguage(i18n.language) : i18n.language;
  const { t } = useTranslation(ns, { lng: lang });
  return { title: t(handle.title), lang };
}

export function useDocumentTitle(title: string, siteName: string) {
  useEffect(() => {
    document.title = `${title} | ${siteName}`;
  }, [title, siteName]);
}
