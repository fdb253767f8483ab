import { Outlet } from 'react-router';
import { ScrollRestoration } from './app-router.tsx';

/** Every navigation starts at the top of the page (backoffice.md §2.1), back/forward restores the position. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
