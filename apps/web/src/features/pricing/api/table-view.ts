import type { ServerTableState } from '../../../components/ui/data-table/types.ts';

export type TableView = ServerTableState;

export const initialView = (perPage = 25): TableView => ({ page: 1, perPage, sort: null, q: '' });

/** The list endpoints' paging parameters: page, per_page, sort ("key" or "-key") and q. */
export function listQuery(view: TableView) {
  return {
    page: view.page,
    per_page: view.perPage,
    sort: view.sort ? `${view.sort.desc ? '-' : ''}${view.sort.id}` : undefined,
    q: view.q.trim() || undefined,
  };
}
