import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ImmRow, ListReply } from '@wohnwerk/contract/pricing';
import { api, buildUrl } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { listQuery, type TableView } from './table-view.ts';

export interface ImmChoice {
  immId: number;
  postalId: number;
}

/** GET /calculate/imm?imm_id=&postal_id=&page=&per_page=&sort=&q=: one page of the FdImm result table. */
export const getImmResult = (choice: ImmChoice, view: TableView, signal?: AbortSignal) =>
  api.get<ListReply<ImmRow>>('/calculate/imm', {
    query: { imm_id: choice.immId, postal_id: choice.postalId, ...listQuery(view) },
    signal,
  });

export const immResultQueryOptions = (choice: ImmChoice, view: TableView) =>
  queryOptions({
    queryKey: queryKeys.pricing.immResult({ ...choice, ...view }),
    queryFn: ({ signal }) => getImmResult(choice, view, signal),
    placeholderData: keepPreviousData,
  });

/** Runs once Calculate has fixed a choice (null before). */
export const useImmResult = (choice: ImmChoice | null, view: TableView) =>
  useQuery({ ...immResultQueryOptions(choice ?? { immId: 0, postalId: 0 }, view), enabled: choice !== null });

export const immExportUrl = (choice: ImmChoice, view: TableView) =>
  buildUrl('/calculate/imm/export', {
    imm_id: choice.immId,
    postal_id: choice.postalId,
    q: view.q,
    sort: listQuery(view).sort,
  });
