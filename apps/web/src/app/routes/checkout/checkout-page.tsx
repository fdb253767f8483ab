import { Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCart } from '../../../lib/cart-store.ts';
import classes from '../../../features/checkout/components/checkout.module.css';
import { CheckoutWizard } from '../../../features/checkout/components/checkout-wizard.tsx';

/** /checkout (account-checkout-pricing §2 "Checkout wizard"); the route guard sends guests to /login?redirect=/checkout. */
export default function CheckoutPage() {
  const { t, ready } = useTranslation('checkout', { useSuspense: false });
  const { lines } = useCart();
  if (!ready) return <PageLoader />;
  if (lines.length === 0) {
    return (
      <Container size="sm" py={64} ta="center">
        <h1 className={classes.title}>{t('title')}</h1>
        <p>{t('empty')}</p>
        <Button component={Link} to="/">
          {t('backToShop')}
        </Button>
      </Container>
    );
  }
  return (
    <Container size="xl" className={classes.page}>
      <h1 className={classes.title}>{t('title')}</h1>
      <CheckoutWizard />
    </Container>
  );
}
