// Edit daily/weekly/monthly priority task (/edit-daily-task/:id), backoffice.md §2.4.
// Not built yet: the route, its guard and its title exist, and it answers like an unknown path.
// Replace this file with the screen (default export = the page component).
export { NotFoundPage as default } from '../../../components/not-found-page.tsx';
