// Shop figures (/admin/figures): sales, checkout funnel and stock at a glance, live.
import { FiguresScreen } from '../../../features/figures/components/figures-screen.tsx';

export default function FiguresPage() {
  return <FiguresScreen />;
}
