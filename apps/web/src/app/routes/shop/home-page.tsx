import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryTiles } from '../../../features/catalog/components/category-tiles.tsx';
import classes from './home-page.module.css';

/** Home (/): hero and the top-level category tiles. Homepage texts and brand carousels come later (backoffice.md §7.9). */
export default function HomePage() {
  const { t } = useTranslation('home');
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
      <Container size="xl" component="section" aria-labelledby="home-categories" py="xl">
        <Title order={2} id="home-categories" mb="lg">
          {t('categories.heading')}
        </Title>
        <CategoryTiles />
      </Container>
    </>
  );
}
