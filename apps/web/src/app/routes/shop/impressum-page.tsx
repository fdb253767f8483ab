import { ContentScreen } from './content-screen.tsx';
import { SellerImprint } from './seller-imprint.tsx';

/** Impressum (/impressum): the seller's data from GET /shop-info, then content page 'impressum' from GET /pages/impressum. */
export default function Page() {
  return <ContentScreen slug="impressum" lead={<SellerImprint />} />;
}
