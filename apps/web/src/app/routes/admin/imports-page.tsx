import { ImportsScreen } from '../../../features/product-imports/components/imports-screen.tsx';

export default function ImportsPage() {
  return <ImportsScreen />;
}
