import { useTranslation } from 'react-i18next';
import { backofficeLanguage } from '../../../lib/i18n.ts';

/** The day sheet's texts: Albanian, or English when the user chose English. */
export function useDaysheetT() {
  const { i18n } = useTranslation();
  const lng = backofficeLanguage(i18n.language);
  return { ...useTranslation('daysheet', { lng }), lng };
}
