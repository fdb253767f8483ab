import { ContentScreen } from './content-screen.tsx';

/** AGB (/agb): content page 'agb' from GET /pages/agb. */
export default function Page() {
  return <ContentScreen slug="agb" />;
}
