import { useTranslation } from 'react-i18next';
import { backofficeLanguage } from '../../../lib/i18n.ts';

/** The task screens' texts: Albanian, or English when the user chose English. */
export function useTasksT() {
  const { i18n } = useTranslation();
  const lng = backofficeLanguage(i18n.language);
  return { ...useTranslation('tasks', { lng }), lng };
}

export const dmy = (day: string) => day.split('-').reverse().join('-');
export const startsUrgent = (name: string) => name.startsWith('!!!');
