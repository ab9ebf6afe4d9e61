import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DealInputDraft,
  type DealListResponse,
  type DealResponse,
  type DealSort,
  type SavedDeal,
} from '@pac/contracts';
import { apiFetch } from '@pac/session';
import { readApiJson } from './api-error.js';
import { allowanceKey } from './allowance-api.js';

/** Saved deals (`/api/deals`): fetchers, their query options and hooks. Screens only render states. */

export interface DealListQuery {
  search?: string;
  sort?: DealSort;
  page?: number;
}

export const dealsKeys = {
  all: ['deals'] as const,
  list: (query: DealListQuery) => ['deals', 'list', query] as const,
  deal: (id: string) => ['deals', 'deal', id] as const,
};

export async function fetchDeals(query: DealListQuery): Promise<DealListResponse> {
  const params = new URLSearchParams();
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.sort) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const suffix = params.size > 0 ? `?${params}` : '';
  return readApiJson<DealListResponse>(await apiFetch(`/api/deals${suffix}`));
}

export async function fetchDeal(id: string): Promise<SavedDeal> {
  return (await readApiJson<DealResponse>(await apiFetch(`/api/deals/${encodeURIComponent(id)}`))).deal;
}

/** Saves a new analysis (one calculation of the allowance). */
export async function saveDeal(body: { name?: string; input: DealInputDraft }): Promise<SavedDeal> {
  const response = await apiFetch('/api/deals', { method: 'POST', body: JSON.stringify(body) });
  return (await readApiJson<DealResponse>(response)).deal;
}

/** Replaces a saved deal's input, name or both (not counted). */
export async function updateDeal(
  id: string,
  body: { name?: string; input?: DealInputDraft },
): Promise<SavedDeal> {
  const response = await apiFetch(`/api/deals/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
  return (await readApiJson<DealResponse>(response)).deal;
}

export async function deleteDeal(id: string): Promise<void> {
  await readApiJson(await apiFetch(`/api/deals/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

/** A copy named "{name} (copy)" (one calculation of the allowance). */
export async function duplicateDeal(id: string): Promise<SavedDeal> {
  const response = await apiFetch(`/api/deals/${encodeURIComponent(id)}/duplicate`, { method: 'POST' });
  return (await readApiJson<DealResponse>(response)).deal;
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
    void queryClient.invalidateQueries({ queryKey: ['deals', 'list'] });
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
