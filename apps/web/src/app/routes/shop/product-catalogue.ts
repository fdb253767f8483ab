import i18next from 'i18next';
import deProduct from '../../../locales/de/product.json';
import deRatings from '../../../locales/de/ratings.json';
import './shop-catalogue.ts';

/**
 * The product page's German catalogues come with the screen's chunk (like shop-catalogue.ts):
 * fetched on demand they were one more round trip between the screen's code and its first
 * paint. Other languages still load them on demand.
 */
if (!i18next.hasResourceBundle('de', 'product')) i18next.addResourceBundle('de', 'product', deProduct, true, false);
if (!i18next.hasResourceBundle('de', 'ratings')) i18next.addResourceBundle('de', 'ratings', deRatings, true, false);
