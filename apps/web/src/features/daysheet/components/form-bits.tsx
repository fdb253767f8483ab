import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import { notifications } from '@mantine/notifications';
import { daysheetTexts } from '@wohnwerk/contract/daysheet';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { FormButtons as StaffFormButtons } from '../../../components/ui/form-buttons.tsx';
import { setServerFieldErrors } from '../../../lib/contract-form.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useDaysheetT } from './use-daysheet-t.ts';

export const statusOptions = (none: string) => [
  { value: '', label: none },
  { value: 'K', label: 'K' },
  { value: 'P', label: 'P' },
  { value: '0', label: '0' },
];

/** Submit and Back (Kthehu) of every day-sheet form. */
export function FormButtons(props: { submitLabel: string; back: string; busy: boolean }) {
  const { t } = useDaysheetT();
  return <StaffFormButtons {...props} backLabel={t('daysheet:form.back')} />;
}

/** After the server answered with an error: field errors go to the form, the message to a red notice. */
export function useServerError() {
  const { t } = useDaysheetT();
  return <V extends FieldValues>(error: unknown, setError: UseFormSetError<V>) => {
    setServerFieldErrors(error, setError);
    notifications.show({ message: errorText(error, t('daysheet:form.failed')), color: 'red' });
  };
}

/** The contract's day-sheet messages as the forms' own texts (Albanian, or English when chosen). */
export function useDaysheetMessages(): Record<string, string> {
  const { t } = useDaysheetT();
  return {
    [daysheetTexts.nameRequired]: t('daysheet:form.nameRequired'),
    [daysheetTexts.titleRequired]: t('daysheet:form.titleRequired'),
    [daysheetTexts.commentForP]: t('daysheet:form.commentForP'),
    [daysheetTexts.descriptionForP]: t('daysheet:form.descriptionForP'),
    [daysheetTexts.commentForPo]: t('daysheet:form.commentForPo'),
    [daysheetTexts.riorganizimiForPo]: t('daysheet:form.riorganizimiForPo'),
    [daysheetTexts.ratingComment]: t('daysheet:form.ratingComment'),
  };
}
