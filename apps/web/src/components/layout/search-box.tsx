import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../icons.tsx';
import classes from './search-box.module.css';

/**
 * Header search (storefront §2): submits to /products?q=…; shows the current query while
 * on the list. Plain elements rather than Mantine inputs: this is on every page's first load.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const currentQuery = location.pathname === '/products' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [value, setValue] = useState(currentQuery);

  useEffect(() => setValue(currentQuery), [currentQuery]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = value.trim();
    if (q) navigate(`/products?q=${encodeURIComponent(q)}`);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the search element is not in every supported browser yet; role=search on the form is the fallback it asks for
    <form role="search" className={classes.search} onSubmit={onSubmit}>
      <label htmlFor={id} className="sr-only">
        {t('header.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        className={classes.input}
        placeholder={t('header.searchPlaceholder')}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        enterKeyHint="search"
      />
      <button type="submit" className={classes.submit} aria-label={t('header.searchSubmit')}>
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
