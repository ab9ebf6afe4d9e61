import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ANALYSIS_ENDPOINTS,
  type DealInputDraft,
  type DealListResponse,
  type DealSort,
  type SavedDeal,
} from '@pac/contracts';
import { callApi, endpointQueryKey } from '@pac/session';
import { dealsRequest } from './api-error.js';
import { allowanceKey } from './allowance-api.js';

/** Saved deals (`/api/deals`): fetchers, their query options and hooks. Screens only render states. */

export interface DealListQuery {
  search?: string;
  sort?: DealSort;
  page?: number;
}

export const dealsKeys = {
  /** Every page of every list (what a change invalidates). */
  lists: [ANALYSIS_ENDPOINTS.deals.path] as const,
  list: (query: DealListQuery) => endpointQueryKey(ANALYSIS_ENDPOINTS.deals, { query }),
  deal: (id: string) => endpointQueryKey(ANALYSIS_ENDPOINTS.deal, { params: { id } }),
};

export async function fetchDeals(query: DealListQuery): Promise<DealListResponse> {
  const search = query.search?.trim();
  return dealsRequest(
    callApi(ANALYSIS_ENDPOINTS.deals, {
      query: {
        ...(search ? { search } : {}),
        ...(query.sort ? { sort: query.sort } : {}),
        ...(query.page && query.page > 1 ? { page: query.page } : {}),
      },
    }),
  );
}

export async function fetchDeal(id: string): Promise<SavedDeal> {
  return (await dealsRequest(callApi(ANALYSIS_ENDPOINTS.deal, { params: { id } }))).deal;
}

/** Saves a new analysis (one calculation of the allowance). */
export async function saveDeal(body: { name?: string; input: DealInputDraft }): Promise<SavedDeal> {
  return (await dealsRequest(callApi(ANALYSIS_ENDPOINTS.saveDeal, { body }))).deal;
}

/** Replaces a saved deal's input, name or both (not counted). */
export async function updateDeal(
  id: string,
  body: { name?: string; input?: DealInputDraft },
): Promise<SavedDeal> {
  return (await dealsRequest(callApi(ANALYSIS_ENDPOINTS.updateDeal, { params: { id }, body }))).deal;
}

export async function deleteDeal(id: string): Promise<void> {
  await dealsRequest(callApi(ANALYSIS_ENDPOINTS.deleteDeal, { params: { id } }));
}

/** A copy named "{name} (copy)" (one calculation of the allowance). */
export async function duplicateDeal(id: string): Promise<SavedDeal> {
  return (await dealsRequest(callApi(ANALYSIS_ENDPOINTS.duplicateDeal, { params: { id } }))).deal;
}

export const dealsQuery = (query: DealListQuery) =>
  queryOptions({ queryKey: dealsKeys.list(query), queryFn: () => fetchDeals(query) });

export const dealQuery = (id: string) =>
  queryOptions({ queryKey: dealsKeys.deal(id), queryFn: () => fetchDeal(id) });

export const useDeals = (query: DealListQuery) => useQuery(dealsQuery(query));
export const useDeal = (id: string) => useQuery(dealQuery(id));

/** After any change the lists and the allowance meter are read again; the changed deal is cached as answered. */
function useDealsChanged() {
  const queryClient = useQueryClient();
  return (deal?: SavedDeal) => {
    if (deal) queryClient.setQueryData(dealsKeys.deal(deal.id), deal);
    void queryClient.invalidateQueries({ queryKey: dealsKeys.lists });
    void queryClient.invalidateQueries({ queryKey: allowanceKey });
  };
}

export function useSaveDeal() {
  const changed = useDealsChanged();
  return useMutation({ mutationFn: saveDeal, onSuccess: changed });
}

export function useUpdateDeal() {
  const changed = useDealsChanged();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; name?: string; input?: DealInputDraft }) =>
      updateDeal(id, body),
    onSuccess: changed,
  });
}

export function useDeleteDeal() {
  const queryClient = useQueryClient();
  const changed = useDealsChanged();
  return useMutation({
    mutationFn: deleteDeal,
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: dealsKeys.deal(id) });
      changed();
    },
  });
}

export function useDuplicateDeal() {
  const changed = useDealsChanged();
  return useMutation({ mutationFn: duplicateDeal, onSuccess: changed });
}
