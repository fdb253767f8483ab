import { useTranslation } from 'react-i18next';
import { changeStorefrontLanguage, storefrontLanguages, type StorefrontLanguage } from '../../lib/i18n.ts';
import classes from './site-header.module.css';

const names: Record<StorefrontLanguage, 'header.languageDe' | 'header.languageEn'> = {
  de: 'header.languageDe',
  en: 'header.languageEn',
};

/** DE/EN switch; the choice is kept in local storage (lib/i18n.ts). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of language buttons; a fieldset would add a border and legend the header has no room for
    <div role="group" aria-label={t('header.languageLabel')} className={classes.languages}>
      {storefrontLanguages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          aria-label={t(names[language])}
          className={classes.language}
          onClick={() => changeStorefrontLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
