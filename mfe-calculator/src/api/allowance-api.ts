import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalysisAllowance } from '@pac/contracts';
import { apiFetch } from '@pac/session';
import { readApiJson } from './api-error.js';

export const allowanceKey = ['analysis', 'allowance'] as const;

/** The signed-in user's calculations and exports used in this billing period, for the meter. */
export async function fetchAllowance(): Promise<AnalysisAllowance> {
  return readApiJson<AnalysisAllowance>(await apiFetch('/api/analysis/allowance'));
}

export const allowanceQuery = () => queryOptions({ queryKey: allowanceKey, queryFn: fetchAllowance });

/** Only asked for when someone is signed in (`enabled`); visitors have no allowance to show. */
export const useAllowance = (enabled: boolean) => useQuery({ ...allowanceQuery(), enabled });
