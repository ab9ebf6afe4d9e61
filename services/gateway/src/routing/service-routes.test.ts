import { ADMIN_SIGN_IN_PATHS, ADMIN_STEP_UP_PATHS } from '@pac/contracts';
import { describe, expect, it } from 'vitest';
import { serviceForApiPath } from './service-routes.js';

describe('routing of the admin portal paths', () => {
  it("sends the admin sign-in paths to identity's engine and the rest of /api/admin to the admin service", () => {
    for (const path of Object.values(ADMIN_SIGN_IN_PATHS))
      expect(serviceForApiPath(path), path).toBe('identity');
    expect(serviceForApiPath('/api/admin/2fa/send-code')).toBe('identity');
    // The step-up before a security-relevant setting changes is identity's code engine too.
    for (const path of Object.values(ADMIN_STEP_UP_PATHS))
      expect(serviceForApiPath(path), path).toBe('identity');
    expect(serviceForApiPath('/api/admin/step-upper')).toBe('admin');
    for (const path of ['/api/admin/profile', '/api/admin/users', '/api/admin/settings/email', '/api/admin'])
      expect(serviceForApiPath(path), path).toBe('admin');
    // Whole path segments only: a look-alike is not identity's.
    expect(serviceForApiPath('/api/admin/login-history')).toBe('admin');
  });
});
