// Edit a comment about a user (/edit-comment/:id/:user_id), backoffice.md §2.7.
// Not built yet: the route, its guard and its title exist, and it answers like an unknown path.
// Replace this file with the screen (default export = the page component).
export { NotFoundPage as default } from '../../../components/not-found-page.tsx';
