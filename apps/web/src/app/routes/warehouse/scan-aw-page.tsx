// Work-order scan page (/scan-aw, alias /scan), backoffice.md §2.10.
import { ScanAwScreen } from '../../../features/warehouse/components/scan-aw-screen.tsx';

export default function ScanAwPage() {
  return <ScanAwScreen />;
}
