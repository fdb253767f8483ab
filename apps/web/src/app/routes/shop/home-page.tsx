import './home-catalogue.ts';
import { Button, Container, Group, Skeleton, Text, Title } from '@mantine/core';
import type { CategoryDto } from '@wohnwerk/contract/catalog';
import { homepageText } from '@wohnwerk/contract/content';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { useCategories } from '../../../features/catalog/api/get-categories.ts';
import { useHomepageTexts } from '../../../features/catalog/api/get-homepage-texts.ts';
import { categoryPath, isSaleCategory, topLevelCategories } from '../../../features/catalog/categories.ts';
import { CategoryTiles } from '../../../features/catalog/components/category-tiles.tsx';
import classes from './home-page.module.css';

// The carousel (embla) is not first-load code: it loads when its section nears the viewport.
const BrandCarousel = lazy(() => import('../../../features/catalog/components/brand-carousel.tsx'));

/** How many top-level categories get a brand carousel on the home page. */
const BRAND_CATEGORIES = 2;

/** Renders children once the placeholder is within 300 px of the viewport. */
function WhenNearViewport({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '300px 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} style={near ? undefined : { minHeight }}>
      {near ? children : null}
    </div>
  );
}

function BrandSection({ category, text }: { category: CategoryDto; text: string }) {
  const { t } = useTranslation('home');
  const headingId = `home-brands-${category.slug}`;
  return (
    <section aria-labelledby={headingId} className={classes.brandSection}>
      <div className={classes.sectionHead}>
        <div>
          <Title order={2} id={headingId} className={classes.sectionTitle}>
            {t('brands.heading', { category: category.name_de })}
          </Title>
          {text ? <RichText html={text} className={classes.sectionText} /> : null}
        </div>
        <Link to={categoryPath(category)} className={classes.sectionLink}>
          {t('brands.showAll', { category: category.name_de })}&nbsp;→
        </Link>
      </div>
      <WhenNearViewport minHeight={112}>
        <Suspense fallback={<Skeleton height={112} radius="md" />}>
          <BrandCarousel category={category} />
        </Suspense>
      </WhenNearViewport>
    </section>
  );
}

/** Home (/): hero, service promises, category tiles, brands of the main categories and the shop text (backoffice.md §7.9). */
export default function HomePage() {
  const { t } = useTranslation('home');
  const texts = useHomepageTexts();
  const categories = useCategories();
  const transportHtml = texts.data ? homepageText(texts.data, 'Icons_Transport') : '';
  const descriptionHtml = texts.data ? homepageText(texts.data, 'Description_Main') : '';
  const brandCategories = topLevelCategories(categories.data ?? [])
    .filter((c) => !isSaleCategory(c))
    .slice(0, BRAND_CATEGORIES);

  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <Container size="xl" className={classes.heroInner}>
          <Title order={1} id="home-title" className={classes.title}>
            {t('hero.title')}
          </Title>
          <Text size="lg" className={classes.lead}>
            {t('hero.text')}
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/products" size="md">
              {t('hero.cta')}
            </Button>
            <Button component={Link} to="/products?category=sale" size="md" variant="white" color="red.9">
              {t('hero.saleCta')}
            </Button>
          </Group>
        </Container>
      </section>

      {/* Space is reserved while the texts load, so the promises do not push the page down when they arrive (CLS). */}
      {texts.isPending || transportHtml ? (
        <section
          aria-label={t('benefits.label')}
          className={classes.benefits}
          data-pending={texts.isPending || undefined}
        >
          <Container size="xl">
            {transportHtml ? <RichText html={transportHtml} className={classes.benefitsList} /> : null}
          </Container>
        </section>
      ) : null}

      <Container size="xl" component="section" aria-labelledby="home-categories" py="xl">
        <Title order={2} id="home-categories" mb="lg">
          {t('categories.heading')}
        </Title>
        <CategoryTiles />
      </Container>

      {brandCategories.length ? (
        <Container size="xl" pb="xl">
          {brandCategories.map((category) => (
            <BrandSection
              key={category.id}
              category={category}
              text={texts.data ? homepageText(texts.data, category.slug) : ''}
            />
          ))}
        </Container>
      ) : null}

      {descriptionHtml ? (
        <section className={classes.about}>
          <Container size="md" py="xl">
            <RichText html={descriptionHtml} />
          </Container>
        </section>
      ) : null}
    </>
  );
}
