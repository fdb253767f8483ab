import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCategories } from '../api/get-categories.ts';
import { categoryPath, isSaleCategory, topLevelCategories } from '../categories.ts';
import classes from './category-nav.module.css';

interface CategoryNavProps {
  /** "bar" is the desktop row under the header; "list" the stacked links of the mobile menu. */
  variant: 'bar' | 'list';
}

export function CategoryNav({ variant }: CategoryNavProps) {
  const { t } = useTranslation();
  const { data } = useCategories();
  const location = useLocation();
  const activeSlug = location.pathname === '/products' ? new URLSearchParams(location.search).get('category') : null;

  const items = (
    <ul className={classes.items}>
      {topLevelCategories(data ?? []).map((category) => (
        <li key={category.id}>
          <Link
            to={categoryPath(category)}
            className={classes.link}
            data-sale={isSaleCategory(category) || undefined}
            aria-current={activeSlug === category.slug ? 'page' : undefined}
          >
            {category.name_de}
          </Link>
        </li>
      ))}
      <li>
        <Link to="/shops" className={classes.link} aria-current={location.pathname === '/shops' ? 'page' : undefined}>
          {t('categories.shops')}
        </Link>
      </li>
    </ul>
  );

  return (
    <nav aria-label={t('categories.navLabel')} className={classes[variant]}>
      {variant === 'bar' ? <Container size="xl">{items}</Container> : items}
    </nav>
  );
}
