import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import { Anchor, Button, Container, Group, Select, Title } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import 'dayjs/locale/sq';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { RatingDto } from '@wohnwerk/contract/daysheet';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { numbered } from '../../../components/ui/data-table/numbered.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useMonthlyRatings } from '../api/get-monthly-ratings.ts';
import { useStaffUsers } from '../api/get-users.ts';
import { openReport } from '../api/report-link.ts';
import classes from './tasks.module.css';
import { berlinToday } from '@wohnwerk/contract/shop-time';
import { dmy, useTasksT } from './use-tasks-t.ts';

/** /monthly-ratings (spec §2.9): month (Albanian names, current month), admin user, totals, exports. */
export function MonthlyRatings(props: { meId: number; isAdmin: boolean }) {
  const { t, lng } = useTasksT();
  const users = useStaffUsers();
  const today = berlinToday();
  const [month, setMonth] = useState(today.slice(0, 7));
  const [userId, setUserId] = useState<number | null>(null);
  const [applied, setApplied] = useState({ month: today.slice(0, 7), userId: null as number | null });
  const ratings = useMonthlyRatings(applied.month, applied.userId);
  // The month's name from the screen's own catalogue (12 Albanian names), for the list and the field alike.
  const monthName = (day: string) => t(`monthly.months.${Number(day.slice(5, 7))}`);

  const columns = useMemo<DataTableColumn<RatingDto & { nr: number }>[]>(
    () => [
      { id: 'nr', header: t('tasks:monthly.cols.nr'), value: (r) => r.nr, format: 'integer' },
      { id: 'm1', header: t('tasks:monthly.cols.m1'), value: (r) => r.m1 },
      { id: 'comment_m1', header: t('tasks:monthly.cols.commentM1'), value: (r) => r.comment_m1 },
      { id: 'bz', header: t('tasks:monthly.cols.bz'), value: (r) => r.bz },
      { id: 'comment_bz', header: t('tasks:monthly.cols.commentBz'), value: (r) => r.comment_bz },
      { id: 'm3', header: t('tasks:monthly.cols.m3'), value: (r) => r.m3 },
      { id: 'comment_m3', header: t('tasks:monthly.cols.commentM3'), value: (r) => r.comment_m3 },
      { id: 'day', header: t('tasks:monthly.cols.day'), value: (r) => r.day, render: (r) => dmy(r.day) },
    ],
    [t],
  );
  const who = applied.userId ?? props.meId;
  const open = (kind: 'pdf' | 'excel') =>
    openReport(`/vlersimet-mujore-${kind}/${applied.month}/${who}`).catch((e) =>
      notifications.show({ message: errorText(e, t('tasks:common.failed')), color: 'red' }),
    );
  const d = ratings.data;
  // NR counts the month's days from 1 (the list comes by day), not the record ids.
  const rows = useMemo(() => numbered(d?.vleresimet), [d]);

  return (
    <Container size="xl" className={classes.page}>
      <Title order={1} size="h2" mb="md">
        {t('tasks:monthly.title')}
      </Title>
      <Group align="flex-end" mb="md" wrap="wrap">
        {/* One month picker (spec §2.9): the 12 month names; its header steps to another year, so last December stays in reach in January. */}
        <MonthPickerInput
          label={t('tasks:monthly.month')}
          name="month"
          value={`${month}-01`}
          onChange={(v) => v && setMonth(String(v).slice(0, 7))}
          monthsListFormat={(day) => monthName(String(day))}
          valueFormatter={({ date }) => (date ? `${monthName(String(date))} ${String(date).slice(0, 4)}` : '')}
          locale={lng === 'en' ? 'en' : 'sq'}
          previousLabel={t('tasks:monthly.previousYear')}
          nextLabel={t('tasks:monthly.nextYear')}
          popoverProps={{ withinPortal: true }}
          miw={170}
        />
        {props.isAdmin && (
          <Select
            label={t('tasks:common.user')}
            name="user"
            data={[
              { value: '', label: t('tasks:common.choose') },
              ...(users.data ?? []).map((u) => ({ value: String(u.id), label: u.name })),
            ]}
            value={userId ? String(userId) : ''}
            onChange={(v) => setUserId(v ? Number(v) : null)}
            searchable
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            w={200}
          />
        )}
        <Button onClick={() => setApplied({ month, userId })}>{t('tasks:common.filter')}</Button>
        <Button variant="default" onClick={() => open('excel')}>
          {t('tasks:common.excel')}
        </Button>
        <Button variant="default" onClick={() => open('pdf')}>
          {t('tasks:common.pdf')}
        </Button>
        <Anchor component={Link} to="/excel">
          {t('tasks:common.back')}
        </Anchor>
      </Group>
      {/* The total row of spec §2.9 (m1, bz, m3, totali), laid out as in the Excel export: totali under DITA. */}
      <DataTable
        title={t('tasks:monthly.title')}
        data={rows}
        columns={columns}
        getRowId={(r) => r.id}
        loading={ratings.isFetching}
        language={lng}
        initialPageSize={50}
        pageSizes={[25, 50, 100]}
        footer={
          d
            ? {
                testId: 'monthly-total',
                cells: [
                  t('tasks:monthly.total'),
                  d.m1,
                  '',
                  d.bz,
                  '',
                  d.m3,
                  '',
                  `${t('tasks:monthly.total')}: ${d.totali}`,
                ],
              }
            : undefined
        }
      />
    </Container>
  );
}
