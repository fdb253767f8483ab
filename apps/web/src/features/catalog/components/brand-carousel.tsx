import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Skeleton } from '@mantine/core';
import type { CategoryDto } from '@wohnwerk/contract/catalog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategoryBrands } from '../api/get-category-brands.ts';
import { productListHref } from '../product-list-params.ts';
import classes from './brand-carousel.module.css';

/**
 * Brands of a category (GET /category/{id}) as a carousel of tiles linking to the category
 * list filtered by that brand. Loaded lazily by the home page (embla is not first-load code).
 * Storefront §9: 6 items on wide screens, 4 from 768 px, fewer on phones.
 */
export default function BrandCarousel({ category }: { category: CategoryDto }) {
  const { t } = useTranslation('home');
  const { data, isPending, isError } = useCategoryBrands(category.id);

  if (isPending) return <Skeleton height={112} radius="md" />;
  if (isError || data.length === 0) return null;

  return (
    <Carousel
      slideSize={{ base: '50%', xs: '33.333%', sm: '25%', lg: '16.666%' }}
      slideGap="md"
      emblaOptions={{ align: 'start', slidesToScroll: 1, containScroll: 'trimSnaps' }}
      withControls={data.length > 2}
      controlsOffset={-8}
      controlSize={36}
      previousControlProps={{ 'aria-label': t('brands.previous') }}
      nextControlProps={{ 'aria-label': t('brands.next') }}
      classNames={{ control: classes.control }}
      aria-label={t('brands.carouselLabel', { category: category.name_de })}
    >
      {data.map((brand) => (
        <Carousel.Slide key={brand.id}>
          <Link to={productListHref({ category: category.slug, brand: [brand.id] })} className={classes.tile}>
            <span className={classes.monogram} aria-hidden="true">
              {brand.name
                .split(/\s+/)
                .map((w) => w.charAt(0))
                .join('')
                .slice(0, 2)}
            </span>
            <span className={classes.name}>{brand.name}</span>
          </Link>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
