import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { SellerStatement } from '@wohnwerk/contract/seller-statements';
import { downloadFromServer } from '../../../components/ui/data-table/xlsx-export.ts';
import { api, buildUrl } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A self-billing statement (Gutschrift, §14 Abs. 2 Satz 2 UStG) as the lists show it; amounts in cents (decision 171). */
export type StatementRow = SellerStatement;

export interface StatementFilter {
  /** YYYY-MM, or '' for every month. */
  month: string;
  sellerId: number | null;
}

const filterQuery = (filter: StatementFilter) => ({ month: filter.month, seller_id: filter.sellerId });

/** GET /admin/statements?month=&seller_id=: staff's list of every seller's statements. */
export const adminStatementsQueryOptions = (filter: StatementFilter) =>
  queryOptions({
    queryKey: queryKeys.statements.admin(filterQuery(filter)),
    queryFn: ({ signal }) =>
      api
        .get<{ data: StatementRow[] }>('/admin/statements', { query: filterQuery(filter), signal })
        .then((r) => r.data),
  });

/** The previous month's rows stay on screen while the next month's load, instead of an empty table. */
export const useAdminStatements = (filter: StatementFilter) =>
  useQuery({ ...adminStatementsQueryOptions(filter), placeholderData: keepPreviousData });

/** Starts the statements screen's list for the month in its address (app/routes/admin/screen-requests.ts). */
export function prefetchAdminStatements(queryClient: QueryClient, filter: StatementFilter): number {
  void queryClient.prefetchQuery(adminStatementsQueryOptions(filter));
  return 1;
}

/** POST /admin/statements {month, seller_id?}: issues the month's statements now (one per seller and month; 409 twice). */
export function useIssueStatements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { month: string; seller_id?: number }) =>
      api.post<{ message: string; data: StatementRow[] }>('/admin/statements', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.statements.all }),
  });
}

/** GET /seller/statements: the signed-in seller's own statements. */
export const myStatementsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.statements.mine(),
    queryFn: ({ signal }) => api.get<{ data: StatementRow[] }>('/seller/statements', { signal }).then((r) => r.data),
  });

export const useMyStatements = () => useQuery(myStatementsQueryOptions());

/** The statement's PDF, saved with the bearer token: staff's address or the seller's own. */
export const downloadStatementPdf = (statement: Pick<StatementRow, 'id' | 'number'>, side: 'admin' | 'seller') =>
  downloadFromServer(buildUrl(`/${side}/statements/${statement.id}/pdf`), `${statement.number}.pdf`);

/** GET /admin/statements/payout-file?month=: the month's SEPA credit transfer (pain.001) for the bank (admins). */
export const downloadPayoutFile = (month: string) =>
  downloadFromServer(buildUrl('/admin/statements/payout-file', { month }), `auszahlung-${month}.xml`);
