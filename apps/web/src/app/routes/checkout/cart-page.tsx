// Cart page (/cart), account-checkout-pricing §2 "Cart page".
// Not built yet: the route, its guard and its title exist, and it answers like an unknown path.
// Replace this file with the screen (default export = the page component).
export { NotFoundPage as default } from '../../../components/not-found-page.tsx';
