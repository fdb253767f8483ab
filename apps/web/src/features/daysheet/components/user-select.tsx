import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useDaysheetUsers } from '../api/get-users.ts';
import { useDaysheetT } from './use-daysheet-t.ts';

/** The admins' user selector; its empty option reads "Zgjedh". */
export function UserSelect(props: { value: number | null; onChange: (id: number | null) => void; label?: string }) {
  const { t } = useDaysheetT();
  const users = useDaysheetUsers(true);
  return (
    <Select
      label={props.label ?? t('daysheet:user')}
      placeholder={t('daysheet:choose')}
      data={[
        { value: '', label: t('daysheet:choose') },
        ...(users.data ?? []).map((u) => ({ value: String(u.id), label: u.name })),
      ]}
      value={props.value ? String(props.value) : ''}
      onChange={(v) => props.onChange(v ? Number(v) : null)}
      searchable
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
