// Scan lines of one warehouse document (/wm/:tr_idtrans/:flag), backoffice.md §2.11.
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { WmScanScreen } from '../../../features/warehouse/components/wm-scan-screen.tsx';

export default function WmLinesPage() {
  const { tr_idtrans: raw } = useParams();
  const trIdtrans = Number(raw);
  if (!Number.isInteger(trIdtrans) || trIdtrans < 1) return <NotFoundPage />;
  // A new document starts with a fresh mode question and status.
  return <WmScanScreen key={trIdtrans} trIdtrans={trIdtrans} />;
}
