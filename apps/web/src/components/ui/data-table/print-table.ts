import { columnText, isNumeric } from './cell-format.ts';
import type { DataTableColumn } from './types.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A standalone, printable HTML page of the rows (no app chrome, no buttons). */
export function printableHtml<T>(opts: {
  title: string;
  columns: DataTableColumn<T>[];
  rows: T[];
  lang: string;
  isDanger?: (row: T) => boolean;
}): string {
  const head = opts.columns
    .map((c) => `<th${isNumeric(c.format) ? ' class="n"' : ''}>${escapeHtml(c.header)}</th>`)
    .join('');
  const body = opts.rows
    .map((row) => {
      const cells = opts.columns
        .map((c) => `<td${isNumeric(c.format) ? ' class="n"' : ''}>${escapeHtml(columnText(c, row))}</td>`)
        .join('');
      return `<tr${opts.isDanger?.(row) ? ' class="danger"' : ''}>${cells}</tr>`;
    })
    .join('\n');
  return `<!doctype html><html lang="${escapeHtml(opts.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(opts.title)}</title>
<style>body{font-family:system-ui,Arial,sans-serif;font-size:10pt;color:#000;margin:1cm}h1{font-size:14pt}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #999;padding:2px 4px;text-align:left}
th{background:#eee}.n{text-align:right;white-space:nowrap}tr.danger td{background:#fde2e2}
thead{display:table-header-group}tr{break-inside:avoid}@page{size:landscape}</style></head>
<body><h1>${escapeHtml(opts.title)}</h1><table><thead><tr>${head}</tr></thead><tbody>
${body}
</tbody></table></body></html>`;
}

/** Prints the page through a hidden frame, so the app's layout stays out of the printout. */
export function printHtml(html: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
  document.body.appendChild(frame);
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) {
    frame.remove();
    return;
  }
  doc.open();
  doc.write(html);
  doc.close();
  const done = () => setTimeout(() => frame.remove(), 1000);
  win.addEventListener('afterprint', done, { once: true });
  win.focus();
  win.print();
  // Browsers without afterprint (or headless ones) still get the frame removed.
  setTimeout(done, 60_000);
}
