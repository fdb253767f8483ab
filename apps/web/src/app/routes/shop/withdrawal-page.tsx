import { ContentScreen } from './content-screen.tsx';

/** Widerrufsrecht (/widerrufsrecht), including the model withdrawal form (shop-rules): content page 'widerrufsrecht' from GET /pages/widerrufsrecht. */
export default function Page() {
  return <ContentScreen slug="widerrufsrecht" />;
}
