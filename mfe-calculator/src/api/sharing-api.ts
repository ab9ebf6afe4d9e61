import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { type ShareLinkResponse, type SharedDealResponse } from '@pac/contracts';
import { apiFetch } from '@pac/session';
import { readApiJson } from './api-error.js';

/** Read-only share links: the owner creates (or re-reads) and revokes; anyone opens. */

export async function shareDeal(id: string): Promise<ShareLinkResponse> {
  return readApiJson(await apiFetch(`/api/deals/${encodeURIComponent(id)}/share`, { method: 'POST' }));
}

export async function revokeShare(id: string): Promise<void> {
  await readApiJson(await apiFetch(`/api/deals/${encodeURIComponent(id)}/share`, { method: 'DELETE' }));
}

export async function fetchSharedDeal(token: string): Promise<SharedDealResponse['deal']> {
  const response = await apiFetch(`/api/shared/${encodeURIComponent(token)}`);
  return (await readApiJson<SharedDealResponse>(response)).deal;
}

export const sharedDealQuery = (token: string) =>
  queryOptions({ queryKey: ['shared-deal', token], queryFn: () => fetchSharedDeal(token), retry: false });

export const useSharedDeal = (token: string) => useQuery(sharedDealQuery(token));
export const useShareDeal = () => useMutation({ mutationFn: shareDeal });
export const useRevokeShare = () => useMutation({ mutationFn: revokeShare });
