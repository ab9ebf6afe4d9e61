import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ENDPOINTS, type EndpointBody, type SettingsGroupName } from '@pac/contracts';
import { callApi } from '@pac/session';
import { adminRequest } from '../../../lib/admin-request.js';
import { ADMIN_SCREEN_TEXTS } from '../../../texts.js';
import { settingsQueryKey } from './settings-api.js';

export interface SettingsSave {
  group: SettingsGroupName;
  values: EndpointBody<typeof ADMIN_ENDPOINTS.updateSettings>;
}

/** Saves one tab; a change that needs a step-up is refused with STEP_UP_REQUIRED (403), the session kept. */
export const saveSettings = ({ group, values }: SettingsSave): Promise<unknown> =>
  adminRequest(
    callApi(ADMIN_ENDPOINTS.updateSettings, { params: { group }, body: values }),
    ADMIN_SCREEN_TEXTS.settingsSaveFailed,
  );

/** Saves, then has the stored settings read again. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  });
}
