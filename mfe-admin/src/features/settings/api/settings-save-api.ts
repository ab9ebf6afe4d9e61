import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SettingsGroupName } from '@pac/contracts';
import { ADMIN_API_PATHS } from '../../../lib/admin-paths.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { ADMIN_SCREEN_TEXTS } from '../../../texts.js';
import { settingsQueryKey } from './settings-api.js';

export interface SettingsSave {
  group: SettingsGroupName;
  values: Record<string, unknown>;
}

/** Saves one tab; a change that needs a step-up is refused with STEP_UP_REQUIRED (403), the session kept. */
export const saveSettings = ({ group, values }: SettingsSave): Promise<unknown> =>
  adminRequest(ADMIN_API_PATHS.settingsGroup(group), ADMIN_SCREEN_TEXTS.settingsSaveFailed, {
    method: 'PUT',
    body: JSON.stringify(values),
  });

/** Saves, then has the stored settings read again. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  });
}
