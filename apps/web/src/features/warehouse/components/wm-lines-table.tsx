import { Button, Table } from '@mantine/core';
import type { WmLine } from '@wohnwerk/contract/warehouse';
import { useTranslation } from 'react-i18next';
import { backofficeLanguage } from '../../../lib/i18n.ts';
import { ClosedMark } from './closed-mark.tsx';
import classes from './warehouse.module.css';

/** Nr / Nazwa / Id Towaru / Ean / Scanned / Closed, and a delete per row for admins (spec §2.11). */
export function WmLinesTable(props: {
  lines: WmLine[];
  lastKey: number | null;
  isAdmin: boolean;
  onDelete: (line: WmLine) => void;
}) {
  const { i18n } = useTranslation();
  const { t } = useTranslation('warehouse', { lng: backofficeLanguage(i18n.language) });
  return (
    <div className={classes.tableWrap}>
      <Table striped withTableBorder aria-label={t('wm.tableLabel')} className={classes.linesTable}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('wm.nr')}</Table.Th>
            <Table.Th>{t('wm.nazwa')}</Table.Th>
            <Table.Th>{t('wm.idTowaru')}</Table.Th>
            <Table.Th>{t('wm.ean')}</Table.Th>
            <Table.Th>{t('wm.scanned')}</Table.Th>
            <Table.Th>{t('wm.closed')}</Table.Th>
            {props.isAdmin ? <Table.Th>{t('wm.delete')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.lines.map((line, i) => (
            <Table.Tr
              key={line.towp_ttw_klucz}
              data-line={line.towp_ttw_klucz}
              className={[
                line.closed === 1 ? classes.rowDone : line.closed === 2 ? classes.rowWarn : '',
                props.lastKey === line.towp_ttw_klucz ? classes.lastLine : '',
              ].join(' ')}
            >
              {/* data-label names the cell on a phone, where each line is a small card (warehouse.module.css). */}
              <Table.Td className={classes.cellNr}>{i + 1}</Table.Td>
              <Table.Td className={classes.cellName}>{line.towp_ttw_nazwa}</Table.Td>
              <Table.Td className={classes.cellId} data-label={t('wm.idTowaru')}>
                {line.p_ttw_idtowaru}
              </Table.Td>
              <Table.Td className={classes.cellEan} data-label={t('wm.ean')}>
                {line.towp_ttw_ean}
              </Table.Td>
              <Table.Td className={classes.cellScanned} data-label={t('wm.scanned')} data-testid="scanned">
                {line.scanned}/{line.quantity}
              </Table.Td>
              <Table.Td className={classes.cellClosed} data-label={t('wm.closed')}>
                <ClosedMark value={line.closed} />
              </Table.Td>
              {props.isAdmin ? (
                <Table.Td className={classes.cellDelete}>
                  <Button
                    size="compact-md"
                    color="red"
                    variant="light"
                    onClick={() => props.onDelete(line)}
                    aria-label={`${t('wm.delete')}: ${line.towp_ttw_nazwa}`}
                  >
                    {t('wm.delete')}
                  </Button>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
