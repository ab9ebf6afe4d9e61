import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ANALYSIS_ENDPOINTS,
  type DealTemplate,
  type DealTemplateResponse,
  type SaveDealTemplateRequest,
} from '@pac/contracts';
import { callApi, endpointQueryKey, useSession } from '@pac/session';
import { dealsRequest } from './api-error.js';

/** The user's templates (`/api/deal-templates`): named starting assumptions. Screens only render states. */

export const templatesKey = endpointQueryKey(ANALYSIS_ENDPOINTS.dealTemplates);

export async function fetchTemplates(): Promise<DealTemplate[]> {
  return (await dealsRequest(callApi(ANALYSIS_ENDPOINTS.dealTemplates))).templates;
}

/** The signed-in user's templates; nothing is asked for a visitor (they have none). */
export function useTemplates() {
  const { isLoggedIn } = useSession();
  return useQuery({ queryKey: templatesKey, queryFn: fetchTemplates, enabled: isLoggedIn });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveDealTemplateRequest): Promise<DealTemplateResponse> =>
      dealsRequest(callApi(ANALYSIS_ENDPOINTS.saveDealTemplate, { body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (template: DealTemplate) => {
      await dealsRequest(callApi(ANALYSIS_ENDPOINTS.deleteDealTemplate, { params: { id: template.id } }));
      return template;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}
