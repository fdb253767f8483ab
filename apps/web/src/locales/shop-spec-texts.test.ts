import { readFileSync } from 'node:fs';
import path from 'node:path';
import { accountTexts } from '@wohnwerk/contract/account';
import { PRODUCT_NOT_FOUND_BODY } from '@wohnwerk/contract/catalog';
import { checkoutTexts, REQUIRED } from '@wohnwerk/contract/checkout';
import { ratingTexts } from '@wohnwerk/contract/ratings';
import { wishlistTexts } from '@wohnwerk/contract/wishlist';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's and the checkout's texts that spec/storefront.md and
 * spec/account-checkout-pricing.md name (quoted, or as the labels of buttons, tabs and menus) read
 * word for word as there. The list is the check of docs/decisions/118; the back office's are in
 * backoffice-spec-texts.test.ts. Keys are dotted paths into the German catalogues.
 */
const catalogue = (namespace: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'de', `${namespace}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
const at = (tree: Record<string, unknown>, key: string) =>
  // A key of the validation catalogue is the message itself and may contain dots.
  key in tree
    ? tree[key]
    : key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

const texts: Record<string, Record<string, string>> = {
  // storefront §2 "Global layout", §8
  common: {
    'banner.freeShipping': 'KOSTENLOSER VERSAND',
    'header.searchPlaceholder': 'Suche...',
    'header.wishlist': 'Merkliste',
    'cart.trigger': 'Warenkorb',
    'account.guestTrigger': 'Anmelden',
    'account.userTrigger': 'Mein Konto',
    'account.login': 'Einloggen',
    'account.register': 'Registrieren',
    'account.profile': 'Profile',
    'account.logout': 'Logout',
    'account.logoutSuccess': 'Benutzer hat sich erfolgreich abgemeldet',
    'categories.shops': 'SHOPS',
    'footer.newsletterLabel': 'angebote & gutscheine',
    'footer.newsletterSubmit': 'Abonnieren',
    'footer.newsletterError': 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal!',
    'cart.added': 'Artikel in den Warenkorb gelegt',
    'cart.alreadyInCart': 'Produkt ist bereits im Warenkorb vorhanden',
    'notFound.title': 'Nicht Gefunden!',
  },
  // storefront §2 "Product list page", §8 wishlist
  shop: {
    'list.sortLabel': 'Sortieren nach',
    'list.sortLowHigh': 'Niedriger - Höherer Preis',
    'list.sortHighLow': 'Höherer - Niedriger Preis',
    'list.sortAz': 'A - Z Bestellung',
    'list.sortZa': 'Z - A Bestellung',
    'list.empty': 'Keine Produkte gefunden',
    'list.pageStatus': '{{current}} / {{last}}',
    'wishlist.added': 'Artikel in den Merkliste gelegt',
    'wishlist.unauthenticated': 'Nicht authentifiziert',
  },
  // storefront §2 "Product detail page", §5
  product: {
    'price.vat': 'inkl. MwSt.',
    'quantity.negative': 'Negative Menge nicht erlaubt!',
    'actions.added': 'Artikel in den Warenkorb gelegt',
    'actions.exists': 'Produkt ist bereits im Warenkorb vorhanden',
    'variants.colour': 'Farbe',
    'variants.sizes': 'Verfügbare Kombinationen',
    'variants.others': 'Weitere Ausführungen',
    'tabs.description': 'Beschreibung',
    'tabs.quality': 'Funktionen & Qualität',
    'tabs.delivery': 'Lieferung & Versand',
    'tabs.assembly': 'Montageanleitung',
    'tabs.ratings': 'Bewertungen',
    'sections.series': 'Diese Serie Shoppen',
    'sections.similar': 'Das könnte dir auch gefallen',
  },
  ratings: {
    thanks: 'Vielen Danke!',
    notAuthenticated: 'Nicht Authentifiziert!',
    customerReviews: 'Kundenmeinungen',
  },
  // storefront §2 "Login and register", §5, §8
  auth: {
    'login.submit': 'Einloggen',
    'login.success': 'Benutzer hat sich erfolgreich angemeldet.',
    'register.success': 'Benutzer erfolgreich erstellt',
    'fields.username': 'Username',
    'fields.registerEmail': 'E-mail',
    'fields.phone': 'Telefonnummer',
    'fields.registerPassword': 'Password',
    'fields.passwordConfirm': 'Password Confirm',
  },
  validation: {
    'Passwords do not match.': 'Passwords do not match.',
    'Dies ist ein Pflichtfeld.': 'Dies ist ein Pflichtfeld.',
  },
  // account-checkout-pricing §2 (profile tabs), §2 and §9 (checkout), §8
  account: {
    'profile.tabs.profile': 'Profil',
    'profile.tabs.addresses': 'Adresse',
    'profile.tabs.orders': 'Bestellung',
  },
  cart: { shippingFree: 'Kostenloser Versand', negative: 'Negative Menge nicht erlaubt!' },
  checkout: {
    placed: 'Bestellung wurde aufgegeben',
    'shipping.free': 'Kostenloser Versand',
    'confirm.button': 'Zahlungspflichtig bestellen',
  },
  // account-checkout-pricing §3, §7 and §8 (staff pricing tools)
  pricing: {
    'shipping.new': 'New Shipping',
    'shipping.deleted': 'Service was deleted.',
    'immSets.deleted': 'Imm was deleted.',
    'immSets.fields.ap1': 'I %',
    'immSets.fields.ap2': 'II %',
    'immSets.fields.ap3': 'III %',
  },
};

describe('storefront and checkout texts named by the spec', () => {
  for (const [namespace, expected] of Object.entries(texts)) {
    it(`de/${namespace}.json reads as the spec`, () => {
      const tree = catalogue(namespace);
      const wrong = Object.entries(expected)
        .filter(([key, text]) => at(tree, key) !== text)
        .map(([key, text]) => `${key}: ${JSON.stringify(at(tree, key))} ≠ ${JSON.stringify(text)}`);
      expect(wrong).toEqual([]);
    });
  }

  it('checks every text it lists', () => {
    expect(Object.values(texts).reduce((n, t) => n + Object.keys(t).length, 0)).toBe(68);
  });

  it("the server speaks the spec's notices and messages word for word", () => {
    expect([
      accountTexts.addressCreated,
      accountTexts.addressUpdated,
      accountTexts.addressDeleted,
      accountTexts.profileUpdated,
      checkoutTexts.orderPlaced,
      REQUIRED,
      PRODUCT_NOT_FOUND_BODY,
      wishlistTexts.added,
      ratingTexts.thanks,
    ]).toEqual([
      'Adresse wurde erstellt',
      'Adresse wurde aktualisiert',
      'Adresse wurde gelöscht',
      'Profil Profilaktualisierung',
      'Bestellung wurde aufgegeben',
      'Dies ist ein Pflichtfeld.',
      'Nicht Gefunden!',
      'Artikel in den Merkliste gelegt',
      'Vielen Danke!',
    ]);
  });
});
