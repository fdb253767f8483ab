import { ContentScreen } from './content-screen.tsx';

/** Datenschutz (/daten): content page 'daten' from GET /pages/daten. */
export default function Page() {
  return <ContentScreen slug="daten" />;
}
