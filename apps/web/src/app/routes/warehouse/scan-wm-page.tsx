// Warehouse-document scan page (/scan-wm, alias /scan-table), backoffice.md §2.12.
import { ScanWmScreen } from '../../../features/warehouse/components/scan-wm-screen.tsx';

export default function ScanWmPage() {
  return <ScanWmScreen />;
}
