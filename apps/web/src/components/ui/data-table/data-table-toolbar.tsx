import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Button, Menu, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../icons.tsx';
import classes from './data-table.module.css';
import { printableHtml, printHtml } from './print-table.ts';
import type { DataTableColumn } from './types.ts';
import { downloadFromServer, downloadXlsx, xlsxFileName } from './xlsx-export.ts';

interface Props<T> {
  language?: string;
  title: string;
  columns: DataTableColumn<T>[];
  search: string;
  onSearch: (q: string) => void;
  /** Server searches wait for a pause in typing instead of a request per key. */
  debounce: boolean;
  total: number;
  selectedCount: number;
  onClearSelection: () => void;
  allRows: () => T[];
  selectedRows: () => T[];
  exportAll?: () => Promise<void>;
  /** Server export address for "export all" (server mode). */
  exportUrl?: string;
  rowTone?: (row: T) => string | undefined;
  extra?: ReactNode;
}

export function DataTableToolbar<T>(props: Props<T>) {
  const { t } = useTranslation('datatable', props.language ? { lng: props.language } : undefined);
  const [text, setText] = useState(props.search);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => setText(props.search), [props.search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the typed text searches
  useEffect(() => {
    if (text === props.search) return;
    const timer = setTimeout(() => props.onSearch(text), props.debounce ? 300 : 0);
    return () => clearTimeout(timer);
  }, [text]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await work();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const exportRows = (rows: T[]) => run(() => downloadXlsx({ title: props.title, columns: props.columns, rows }));
  const print = () =>
    printHtml(
      printableHtml({
        title: props.title,
        columns: props.columns,
        rows: props.selectedCount > 0 ? props.selectedRows() : props.allRows(),
        lang: props.language ?? document.documentElement.lang,
        isDanger: (row) => props.rowTone?.(row) === 'danger',
      }),
    );

  return (
    <div className={classes.toolbar}>
      <TextInput
        className={classes.search}
        type="search"
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        leftSection={<SearchIcon size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <div className={classes.actions}>
        {props.extra}
        {props.selectedCount > 0 ? (
          <>
            <Text size="sm" fw={600}>
              {t('selected', { count: props.selectedCount })}
            </Text>
            <Button size="xs" variant="subtle" onClick={props.onClearSelection}>
              {t('clearSelection')}
            </Button>
          </>
        ) : null}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="sm" variant="light" loading={busy}>
              {t('export')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              disabled={props.total === 0}
              onClick={() =>
                props.exportAll
                  ? run(props.exportAll)
                  : props.exportUrl
                    ? run(() => downloadFromServer(props.exportUrl!, xlsxFileName(props.title)))
                    : exportRows(props.allRows())
              }
            >
              {t('exportAll', { count: props.total })}
            </Menu.Item>
            <Menu.Item disabled={props.selectedCount === 0} onClick={() => exportRows(props.selectedRows())}>
              {t('exportSelected', { count: props.selectedCount })}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button size="sm" variant="default" onClick={print}>
          {t('print')}
        </Button>
      </div>
      {failed ? (
        <Text c="red" size="sm" role="alert" w="100%">
          {t('exportFailed')}
        </Text>
      ) : null}
    </div>
  );
}
