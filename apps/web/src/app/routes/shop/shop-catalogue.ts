import i18next from 'i18next';
import deShop from '../../../locales/de/shop.json';

/**
 * German is the storefront's default language: the "shop" catalogue comes with the screen's
 * chunk instead of one more request between the screen's code and its first paint (Lighthouse).
 * Other languages still load it on demand.
 */
if (!i18next.hasResourceBundle('de', 'shop')) i18next.addResourceBundle('de', 'shop', deShop, true, false);
