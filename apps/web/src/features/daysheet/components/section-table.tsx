import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Button, Group, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { NoteDto, TaskDto } from '@wohnwerk/contract/daysheet';
import classes from './daysheet.module.css';
import { useDaysheetT } from './use-daysheet-t.ts';

type TaskRow = TaskDto & { title?: string };

/** Row colouring of spec §4: K green, a row with a parent grey with an arrow. */
function rowClass(row: TaskRow): string | undefined {
  if (row.status === 'K') return classes.done;
  if (row.parent_id || row.parent_am || row.parent_pm) return classes.child;
  return undefined;
}

/** One task section: Nr, name, status, time, comment, and Ndrysho / Fshije per row. */
export function TaskTable(props: {
  title: string;
  rows: TaskRow[];
  editTo?: (id: number) => string;
  onDelete?: (row: TaskRow) => void;
  sectionId: string;
}) {
  const { t } = useDaysheetT();
  return (
    <div className={classes.tableWrap}>
      <Table
        className={classes.table}
        withTableBorder
        withColumnBorders
        striped={false}
        aria-label={props.title}
        data-section={props.sectionId}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.nr}>{t('daysheet:columns.nr')}</Table.Th>
            <Table.Th>{t('daysheet:columns.name')}</Table.Th>
            <Table.Th className={classes.status}>{t('daysheet:columns.status')}</Table.Th>
            <Table.Th className={classes.time}>{t('daysheet:columns.time')}</Table.Th>
            <Table.Th>{t('daysheet:columns.comment')}</Table.Th>
            <Table.Th className={classes.actions}>{t('daysheet:columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>{t('daysheet:empty')}</Table.Td>
            </Table.Tr>
          )}
          {props.rows.map((row, i) => {
            const name = row.title ?? row.name;
            const child = !!(row.parent_id || row.parent_am || row.parent_pm);
            // Status cell dark red: no status but a time; time cell dark red: P or 0 without a time (spec §4).
            const statusRed = !row.status && !!row.time;
            const timeRed = (row.status === 'P' || row.status === '0') && !row.time;
            return (
              <Table.Tr key={row.id} className={rowClass(row)} data-row-id={row.id}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td className={name.startsWith('!!!') ? classes.urgent : undefined}>
                  {child && (
                    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: kept as the screen has it; giving the arrow a role is an accessibility change of its own
                    <span className={classes.arrow} title={t('daysheet:carried')} aria-label={t('daysheet:carried')}>
                      ↳
                    </span>
                  )}
                  {name}
                </Table.Td>
                <Table.Td className={`${classes.status} ${statusRed ? classes.darkRed : ''}`}>
                  {row.status ?? ''}
                </Table.Td>
                <Table.Td className={`${classes.time} ${timeRed ? classes.darkRed : ''}`}>{row.time ?? ''}</Table.Td>
                <Table.Td>{row.comment ?? ''}</Table.Td>
                <Table.Td className={classes.actions}>
                  <Group gap={6} wrap="nowrap">
                    {props.editTo && (
                      <Anchor component={Link} to={props.editTo(row.id)} size="sm">
                        {t('daysheet:edit')}
                      </Anchor>
                    )}
                    {props.onDelete && (
                      <Button size="compact-xs" color="red" variant="light" onClick={() => props.onDelete!(row)}>
                        {t('daysheet:delete')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** Problems, proposals and overloads: Nr, PO/JO, comment (and reorganisation for overloads). */
export function NoteTable(props: {
  title: string;
  rows: NoteDto[];
  overload?: boolean;
  editTo?: (id: number) => string;
  onDelete: (row: NoteDto) => void;
  sectionId: string;
}) {
  const { t } = useDaysheetT();
  return (
    <div className={classes.tableWrap}>
      <Table
        className={classes.table}
        withTableBorder
        withColumnBorders
        aria-label={props.title}
        data-section={props.sectionId}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.nr}>{t('daysheet:columns.nr')}</Table.Th>
            <Table.Th className={classes.status}>{t('daysheet:columns.status')}</Table.Th>
            <Table.Th>{t('daysheet:columns.comment')}</Table.Th>
            {props.overload && <Table.Th>{t('daysheet:columns.riorganizimi')}</Table.Th>}
            <Table.Th className={classes.actions}>{t('daysheet:columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={props.overload ? 5 : 4}>{t('daysheet:empty')}</Table.Td>
            </Table.Tr>
          )}
          {props.rows.map((row, i) => (
            <Table.Tr key={row.id} data-row-id={row.id}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td className={classes.status}>{row.status}</Table.Td>
              <Table.Td>{row.comment ?? ''}</Table.Td>
              {props.overload && <Table.Td>{row.riorganizimi ?? ''}</Table.Td>}
              <Table.Td className={classes.actions}>
                <Group gap={6} wrap="nowrap">
                  {props.editTo && (
                    <Anchor component={Link} to={props.editTo(row.id)} size="sm">
                      {t('daysheet:edit')}
                    </Anchor>
                  )}
                  <Button size="compact-xs" color="red" variant="light" onClick={() => props.onDelete(row)}>
                    {t('daysheet:delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
