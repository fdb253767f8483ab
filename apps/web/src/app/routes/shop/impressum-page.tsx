import { ContentScreen } from './content-screen.tsx';

/** Impressum (/impressum): content page 'impressum' from GET /pages/impressum. */
export default function Page() {
  return <ContentScreen slug="impressum" />;
}
