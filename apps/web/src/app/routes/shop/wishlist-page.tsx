import './shop-catalogue.ts';
import { Alert, Button, Container, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductCard } from '../../../components/product/product-card.tsx';
import { ProductGrid } from '../../../components/product/product-grid.tsx';
import { useAddProductToCart } from '../../../features/cart/add-product-to-cart.ts';
import { useWishlist } from '../../../features/wishlist/api/get-wishlist.ts';
import { useWishlistToggle } from '../../../features/wishlist/use-wishlist-toggle.tsx';
import classes from './wishlist-page.module.css';

/** Wishlist (/wishlist, signed-in customers): the saved products; the filled heart or "Entfernen" removes one. */
export default function WishlistPage() {
  const { t } = useTranslation('shop');
  const { data, isPending, isError, refetch } = useWishlist();
  const toggle = useWishlistToggle();
  const addToCart = useAddProductToCart();
  const remove = (productId: number) => toggle.mutate({ productId, inWishlist: true });

  return (
    <Container size="xl" py="xl">
      <div className={classes.head}>
        <Title order={1}>{t('wishlistPage.heading')}</Title>
        {data?.length ? (
          <Text c="dimmed" size="sm">
            {t('wishlistPage.count', { count: data.length })}
          </Text>
        ) : null}
      </div>
      {isPending ? (
        <div className={classes.skeletons} aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders while loading are identical and never reorder
              key={i}
              height={320}
              radius="md"
            />
          ))}
        </div>
      ) : isError ? (
        <Alert color="red" title={t('wishlistPage.loadError')}>
          <Button variant="outline" color="red" size="xs" mt="xs" onClick={() => void refetch()}>
            {t('common:errors.retry')}
          </Button>
        </Alert>
      ) : data.length === 0 ? (
        <div className={classes.empty}>
          <Text fw={700} size="lg" mb="xs">
            {t('wishlistPage.empty')}
          </Text>
          <Text mb="md">{t('wishlistPage.emptyHint')}</Text>
          <Button component={Link} to="/products">
            {t('wishlistPage.browse')}
          </Button>
        </div>
      ) : (
        <ProductGrid
          items={data}
          label={t('wishlistPage.heading')}
          renderItem={(item, index) => (
            <ProductCard
              product={item}
              headingLevel={2}
              priority={index < 4}
              inWishlist
              onToggleWishlist={(p) => remove(p.id)}
              wishlistPending={toggle.isPending && toggle.variables?.productId === item.id}
              onAddToCart={(p) => addToCart.mutate({ productId: p.id })}
              addToCartPending={addToCart.isPending && addToCart.variables?.productId === item.id}
              actions={
                <button
                  type="button"
                  className={classes.remove}
                  onClick={() => remove(item.id)}
                  disabled={toggle.isPending && toggle.variables?.productId === item.id}
                  aria-label={t('wishlistPage.removeNamed', { name: item.name })}
                >
                  {t('wishlistPage.remove')}
                </button>
              }
            />
          )}
        />
      )}
    </Container>
  );
}
