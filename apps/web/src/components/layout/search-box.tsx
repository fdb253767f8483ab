import { ActionIcon, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../icons.tsx';
import classes from './site-header.module.css';

/** Header search (storefront §2): submits to /products?q=…; shows the current query while on the list. */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const currentQuery = location.pathname === '/products' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [value, setValue] = useState(currentQuery);

  useEffect(() => setValue(currentQuery), [currentQuery]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = value.trim();
    if (q) navigate(`/products?q=${encodeURIComponent(q)}`);
  };

  return (
    <form role="search" className={classes.search} onSubmit={onSubmit}>
      <TextInput
        type="search"
        name="q"
        aria-label={t('header.searchLabel')}
        placeholder={t('header.searchPlaceholder')}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        radius="xl"
        rightSectionWidth={42}
        rightSection={
          <ActionIcon type="submit" variant="filled" radius="xl" size={32} aria-label={t('header.searchSubmit')}>
            <SearchIcon size={18} />
          </ActionIcon>
        }
      />
    </form>
  );
}
