import type { TFunction } from 'i18next';
import type { RecordField } from './record-form.tsx';

export const serviceFieldNames = ['name', 'faktori_post', 'zup_mosina', 'letzte_meile', 'paushall', 'thc_zup'] as const;
export const immFieldNames = ['name', 'ausg', 'kf', 'ap1', 'ap2', 'ap3', 'db1', 'kvar', 'fakt'] as const;

export const serviceFields = (t: TFunction<'pricing'>): RecordField[] =>
  serviceFieldNames.map((name) => ({ name, label: t(`shipping.fields.${name}`), number: name !== 'name' }));

export const immFields = (t: TFunction<'pricing'>): RecordField[] =>
  immFieldNames.map((name) => ({ name, label: t(`immSets.fields.${name}`), number: name !== 'name' }));
