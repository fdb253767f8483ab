import i18next from 'i18next';
import deHome from '../../../locales/de/home.json';

/**
 * The home page's German catalogue comes with its chunk (like product-catalogue.ts): not in the
 * app's entry, which every other page loads too (docs/decisions/165), and not one more request
 * between the page's code and its first render. Other languages still load it on demand.
 */
if (!i18next.hasResourceBundle('de', 'home')) i18next.addResourceBundle('de', 'home', deHome, true, false);
