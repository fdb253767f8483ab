import type { ImportStatusReply } from '@wohnwerk/contract/product-imports';

type ImportState = Pick<
  ImportStatusReply,
  'status' | 'checked_at' | 'rows_total' | 'rows_done' | 'rows_with_errors' | 'created' | 'updated'
>;

/** Which step the bar shows: the dry run counts checked rows, the apply rows dealt with (decision 137). */
const applyStep = new Set<ImportStatusReply['status']>(['applying', 'applied']);
const working = new Set<ImportStatusReply['status']>(['queued', 'checking', 'applying']);

/**
 * What the progress of an import shows: the bar's percent and step, whether a job works on it, whether it can be
 * applied (or has nothing to apply), and once checked the rows taken and refused (the summary "N übernommen, M mit Fehler").
 */
export function importState(data: ImportState) {
  // A failed apply (the dry run had finished) keeps its applied rows; applying again continues with the rest.
  const failedApply = data.status === 'failed' && data.checked_at !== null;
  const finished = data.status === 'applied' || data.status === 'checked';
  return {
    percent: finished ? 100 : data.rows_total > 0 ? Math.round((data.rows_done / data.rows_total) * 100) : 0,
    step: applyStep.has(data.status) || failedApply ? ('apply' as const) : ('check' as const),
    working: working.has(data.status),
    // A dry run whose rows create or change nothing (all unchanged or refused) has nothing to apply.
    canApply: (data.status === 'checked' && data.created + data.updated > 0) || failedApply,
    nothingToApply: data.status === 'checked' && data.created + data.updated === 0,
    // Once checked, the rows are counted as they end: taken, or refused with an error.
    summary:
      data.checked_at && data.status !== 'applying'
        ? {
            key: data.status === 'applied' ? ('summary.applied' as const) : ('summary.checked' as const),
            ok: Math.max(0, data.rows_total - data.rows_with_errors),
            failed: data.rows_with_errors,
          }
        : null,
  };
}
