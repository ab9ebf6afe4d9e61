import { queryOptions, useQuery } from '@tanstack/react-query';
import { ANALYSIS_ENDPOINTS, type AnalysisAllowance } from '@pac/contracts';
import { callApi, endpointQueryKey } from '@pac/session';
import { dealsRequest } from './api-error.js';

export const allowanceKey = endpointQueryKey(ANALYSIS_ENDPOINTS.allowance);

/** The signed-in user's calculations and exports used in this billing period, for the meter. */
export async function fetchAllowance(): Promise<AnalysisAllowance> {
  return dealsRequest(callApi(ANALYSIS_ENDPOINTS.allowance));
}

export const allowanceQuery = () => queryOptions({ queryKey: allowanceKey, queryFn: fetchAllowance });

/** Only asked for when someone is signed in (`enabled`); visitors have no allowance to show. */
export const useAllowance = (enabled: boolean) => useQuery({ ...allowanceQuery(), enabled });
