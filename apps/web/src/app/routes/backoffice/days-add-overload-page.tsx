// Add overload/underload for tomorrow (/days/add-overLoad), backoffice.md §2.3.
// Not built yet: the route, its guard and its title exist, and it answers like an unknown path.
// Replace this file with the screen (default export = the page component).
export { NotFoundPage as default } from '../../../components/not-found-page.tsx';
