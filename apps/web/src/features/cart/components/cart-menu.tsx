import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CartIcon } from '../../../components/icons.tsx';
import { HeaderActionButton } from '../../../components/layout/header-action.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { cartLineKey, useCart } from '../../../lib/cart-store.ts';
import classes from './cart-menu.module.css';

const PREVIEW_LINES = 4;

/** Header cart dropdown (storefront §2): the lines with links to the cart and checkout, or an empty-cart text. */
export function CartMenu() {
  const { t } = useTranslation();
  const { lines, count, total } = useCart();
  const location = useLocation();

  return (
    <Dropdown
      width={320}
      closeKey={location.pathname}
      trigger={(props) => (
        <HeaderActionButton
          icon={<CartIcon />}
          label={t('cart.trigger')}
          badge={count}
          badgeLabel={t('cart.badgeLabel', { count })}
          {...props}
        />
      )}
    >
      {(close) =>
        lines.length === 0 ? (
          <Text>{t('cart.empty')}</Text>
        ) : (
          <Stack gap="sm">
            <ul className={classes.lines}>
              {lines.slice(0, PREVIEW_LINES).map((line) => (
                <li key={cartLineKey(line)} className={classes.line}>
                  <span className={classes.name}>{line.product_name}</span>
                  <span className={classes.meta}>
                    <span>{t('cart.quantity', { qty: line.qty })}</span>
                    <span>{formatPrice(line.sale_price)}</span>
                  </span>
                </li>
              ))}
            </ul>
            {lines.length > PREVIEW_LINES ? (
              <Text size="sm">{t('cart.moreLines', { count: lines.length - PREVIEW_LINES })}</Text>
            ) : null}
            <div className={classes.total}>
              <span>{t('cart.total')}</span>
              <strong>{formatPrice(total)}</strong>
            </div>
            <Text size="xs">{t('cart.vatNote')}</Text>
            <Button component={Link} to="/cart" variant="outline" onClick={close}>
              {t('cart.toCart')}
            </Button>
            <Button component={Link} to="/checkout" onClick={close}>
              {t('cart.toCheckout')}
            </Button>
          </Stack>
        )
      }
    </Dropdown>
  );
}
