import { Button, Group, Radio, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backofficeLanguage } from '../../../lib/i18n.ts';
import { useAws } from '../api/get-aws.ts';
import classes from './warehouse.module.css';

/** "Choose AW:" (a searchable list of work orders) and, for admins, the search by id_trans / tr_numer. */
export function AwPicker(props: {
  isAdmin: boolean;
  busy: boolean;
  onChoose: (id: number, aw: string) => void;
  onSearch: (number: string, byIdtrans: boolean) => void;
}) {
  const { i18n } = useTranslation();
  const { t } = useTranslation('warehouse', { lng: backofficeLanguage(i18n.language) });
  const aws = useAws(true);
  const [search, setSearch] = useState('');
  const [by, setBy] = useState<'id_trans' | 'tr_numer'>('id_trans');
  const data = (aws.data ?? []).map((a) => ({
    value: String(a.id),
    label: a.closed ? `${a.aw} (${t('aw.closedMark')})` : a.aw,
  }));
  return (
    <Stack gap="sm">
      <Select
        label={t('aw.choose')}
        placeholder={t('aw.choosePlaceholder')}
        searchable
        data={data}
        disabled={props.busy}
        nothingFoundMessage={t('aw.nothingFound')}
        onChange={(value) => {
          const picked = aws.data?.find((a) => String(a.id) === value);
          if (picked) props.onChoose(picked.id, picked.aw);
        }}
        size="lg"
        comboboxProps={{ withinPortal: true }}
      />
      {props.isAdmin ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (search.trim()) props.onSearch(search.trim(), by === 'id_trans');
          }}
        >
          <Stack gap="xs">
            <TextInput
              label={t('aw.search')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              size="lg"
              autoComplete="off"
            />
            <Radio.Group value={by} onChange={(v) => setBy(v as typeof by)} label={t('aw.searchBy')}>
              <Group mt={4}>
                <Radio value="id_trans" label="id_trans" />
                <Radio value="tr_numer" label="tr_numer" />
              </Group>
            </Radio.Group>
            <Button type="submit" variant="light" className={classes.bigButton} loading={props.busy}>
              {t('aw.searchButton')}
            </Button>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
