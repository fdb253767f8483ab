import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailDto, NoteDto, RatingDayReply, TaskDto } from '@wohnwerk/contract/daysheet';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The list resources of a day sheet (spec §7.2): GET /excel/{resource}?day=&user_id=. */
export type ListResource =
  | 'detyrat8'
  | 'emails'
  | 'detyrat-perb'
  | 'detyrat-sistem'
  | 'detyrat-prior-am'
  | 'detyrat-prior-pm'
  | 'detyrat-ditore'
  | 'problemet'
  | 'propozimet'
  | 'ngarkesat'
  | 'vlersimet';

export interface ListReplies {
  detyrat8: TaskDto[] | { error: string };
  emails: EmailDto[];
  'detyrat-perb': TaskDto[] | { error: string };
  'detyrat-sistem': TaskDto[] | { error: string };
  'detyrat-prior-am': { records: TaskDto[] } | { error: string };
  'detyrat-prior-pm': TaskDto[] | { error: string };
  'detyrat-ditore': TaskDto[];
  problemet: NoteDto[];
  propozimet: NoteDto[];
  ngarkesat: { ngarkesat_sot: NoteDto[]; ngarkesat_neser: NoteDto[] };
  vlersimet: RatingDayReply;
}

/** The user query is built once, correctly, for every list (the spec records two calls that built it wrongly). */
export const dayQuery = (day: string, userId: number | null) => ({ day, user_id: userId ?? undefined });

export function getDayList<R extends ListResource>(
  resource: R,
  day: string,
  userId: number | null,
  signal?: AbortSignal,
): Promise<ListReplies[R]> {
  return api.get<ListReplies[R]>(`/excel/${resource}`, { query: dayQuery(day, userId), signal });
}

export const dayListQueryOptions = <R extends ListResource>(resource: R, day: string, userId: number | null) =>
  queryOptions({
    queryKey: queryKeys.daysheet.list(resource, day, userId),
    queryFn: ({ signal }) => getDayList(resource, day, userId, signal),
  });

export function useDayList<R extends ListResource>(resource: R, day: string, userId: number | null) {
  return useQuery(dayListQueryOptions(resource, day, userId));
}
