// Scan lines of one warehouse document (/wm/:tr_idtrans/:flag), backoffice.md §2.11.
// Not built yet: the route, its guard and its title exist, and it answers like an unknown path.
// Replace this file with the screen (default export = the page component).
export { NotFoundPage as default } from '../../../components/not-found-page.tsx';
