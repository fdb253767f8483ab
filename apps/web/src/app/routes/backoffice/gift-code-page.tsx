// Gift code generator (/gift_code), backoffice.md §2.13.
import { GiftCodeScreen } from '../../../features/gift-codes/components/gift-code-screen.tsx';

export default function GiftCodePage() {
  return <GiftCodeScreen />;
}
