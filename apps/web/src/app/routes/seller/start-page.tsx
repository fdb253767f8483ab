import { SellerStart } from '../../../features/seller-portal/components/seller-start.tsx';
import { SellerPage } from './seller-page.tsx';

/** /seller: the portal's start page, what needs doing. */
export default function SellerStartPage() {
  return (
    <SellerPage>
      <SellerStart />
    </SellerPage>
  );
}
