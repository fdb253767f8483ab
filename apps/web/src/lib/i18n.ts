import i18next, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
// Every screen needs this before it can paint; a screen's own catalogues come with its chunk
// (routes/shop/*-catalogue.ts) or are fetched on demand.
import deCommon from '../locales/de/common.json';

/** Languages a shopper can choose in the header (storefront §2: German default, English). */
export const storefrontLanguages = ['de', 'en'] as const;
export type StorefrontLanguage = (typeof storefrontLanguages)[number];

const LANGUAGE_STORAGE_KEY = 'lang';

const lazyCatalogues = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/de/common.json', '!../locales/de/home.json'],
  { import: 'default' },
);

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  read(language: string, namespace: string) {
    const load = lazyCatalogues[`../locales/${language}/${namespace}.json`];
    // A namespace that has no catalogue in this language falls back (fallbackLng) instead of failing.
    return (load ? load() : Promise.resolve({})) as never;
  },
} as BackendModule;

export function storedLanguage(): StorefrontLanguage {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return value === 'en' ? 'en' : 'de';
  } catch {
    return 'de';
  }
}

export function initI18n() {
  const lng = storedLanguage();
  document.documentElement.lang = lng;
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'de',
      supportedLngs: ['de', 'en', 'sq'],
      ns: ['common'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { de: { common: deCommon } },
      interpolation: { escapeValue: false }, // React escapes already
      react: { useSuspense: true },
      returnNull: false,
    });
}

export function changeStorefrontLanguage(language: StorefrontLanguage): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisting the choice is acceptable when storage is blocked.
  }
  void i18next.changeLanguage(language);
}

/** The back office speaks Albanian; a user who switched the shop to English gets English there too (backoffice.md §9). */
export function backofficeLanguage(language: string): 'sq' | 'en' {
  return language === 'en' ? 'en' : 'sq';
}

/**
 * Starts loading catalogues in `lng` (and its fallback) before a screen asks for them: a
 * screen's code and its texts then load side by side, instead of the texts after its first
 * render suspended on them (docs/decisions/119).
 */
export async function preloadCatalogues(namespaces: string[], lng: string): Promise<void> {
  await i18next.loadLanguages(lng);
  await i18next.loadNamespaces(namespaces);
}

export function useBackofficeTranslation() {
  const { i18n } = useTranslation();
  return useTranslation('backoffice', { lng: backofficeLanguage(i18n.language) });
}
