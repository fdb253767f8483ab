import { useTranslation } from 'react-i18next';

/**
 * The contract's zod schemas carry German messages (the server sends the same texts).
 * The `validation` catalogue is keyed by those texts, so English users see them translated;
 * an unknown text (e.g. a new server message) is shown as it came.
 */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return (message) =>
    message ? t(message, { keySeparator: false, nsSeparator: false, defaultValue: message }) : undefined;
}
