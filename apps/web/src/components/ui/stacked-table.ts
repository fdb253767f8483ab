/**
 * Labels and roles for the tables inside a `stacked.cards` wrapper (stacked-table.module.css):
 * each body and footer cell gets its column's header text as data-label (a column spanned by a
 * colSpan cell counts as many), and every element its table role, which browsers drop for cells
 * laid out as blocks. For tables whose markup another screen part writes (the admin order's
 * sections), so that their cells need not each name their column.
 */
export function labelCells(root: HTMLElement | null): number {
  if (!root) return 0;
  let labelled = 0;
  for (const table of Array.from(root.querySelectorAll('table'))) {
    table.setAttribute('role', 'table');
    const headers = Array.from(table.querySelectorAll('thead th')).map((th) => {
      th.setAttribute('role', 'columnheader');
      return { text: th.textContent?.trim() ?? '', span: (th as HTMLTableCellElement).colSpan || 1 };
    });
    const columns = headers.flatMap((h) => Array.from({ length: h.span }, () => h.text));
    for (const group of Array.from(table.querySelectorAll('thead, tbody, tfoot')))
      group.setAttribute('role', 'rowgroup');
    for (const row of Array.from(table.querySelectorAll('tr'))) {
      row.setAttribute('role', 'row');
      let column = 0;
      for (const cell of Array.from(row.children) as HTMLTableCellElement[]) {
        if (cell.tagName === 'TD') {
          cell.setAttribute('role', 'cell');
          const label = columns[column];
          if (label) cell.setAttribute('data-label', label);
          labelled++;
        }
        column += cell.colSpan || 1;
      }
    }
  }
  return labelled;
}
