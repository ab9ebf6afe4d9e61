import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ANALYSIS_ENDPOINTS, type ShareLinkResponse, type SharedDealResponse } from '@pac/contracts';
import { callApi, endpointQueryKey } from '@pac/session';
import { dealsRequest } from './api-error.js';

/** Read-only share links: the owner creates (or re-reads) and revokes; anyone opens. */

export async function shareDeal(id: string): Promise<ShareLinkResponse> {
  return dealsRequest(callApi(ANALYSIS_ENDPOINTS.shareDeal, { params: { id } }));
}

export async function revokeShare(id: string): Promise<void> {
  await dealsRequest(callApi(ANALYSIS_ENDPOINTS.unshareDeal, { params: { id } }));
}

export async function fetchSharedDeal(token: string): Promise<SharedDealResponse['deal']> {
  return (await dealsRequest(callApi(ANALYSIS_ENDPOINTS.sharedDeal, { params: { token } }))).deal;
}

export const sharedDealQuery = (token: string) =>
  queryOptions({
    queryKey: endpointQueryKey(ANALYSIS_ENDPOINTS.sharedDeal, { params: { token } }),
    queryFn: () => fetchSharedDeal(token),
    retry: false,
  });

export const useSharedDeal = (token: string) => useQuery(sharedDealQuery(token));
export const useShareDeal = () => useMutation({ mutationFn: shareDeal });
export const useRevokeShare = () => useMutation({ mutationFn: revokeShare });
