import { Alert, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '../api/get-categories.ts';
import { categoryPath, isSaleCategory, topLevelCategories } from '../categories.ts';
import classes from './category-tiles.module.css';

/** Top-level categories as tiles linking to their product list (home page). */
export function CategoryTiles() {
  const { t } = useTranslation('home');
  const { data, isPending, isError } = useCategories();

  if (isPending) {
    return (
      <div className={classes.grid} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders while loading are identical and never reorder
            key={i}
            height={140}
            radius="md"
          />
        ))}
      </div>
    );
  }
  if (isError) return <Alert color="gray">{t('categories.loadError')}</Alert>;

  const categories = topLevelCategories(data);
  if (categories.length === 0) return <Text>{t('categories.empty')}</Text>;

  return (
    <ul className={classes.grid}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={categoryPath(category)} className={classes.tile} data-sale={isSaleCategory(category) || undefined}>
            <span className={classes.name}>{category.name_de}</span>
            <span className={classes.action}>{t('categories.tileAction')}&nbsp;→</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
