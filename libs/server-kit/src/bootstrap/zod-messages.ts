import { z } from 'zod';
import { REQUEST_TEXTS } from './request-body.js';

type RawIssue = Parameters<NonNullable<ReturnType<typeof z.config>['localeError']>>[0];

function defaultText(issue: RawIssue): string {
  const text = z.config().localeError?.(issue);
  return (typeof text === 'string' ? text : text?.message) ?? 'Invalid input';
}

/**
 * Zod's own messages ("Too small: expected string to have >=1 characters") do not say which field is wrong. In a
 * service process, every message a schema does not set itself names its field ("video_id: Too small: …"), and a
 * body that is not an object says so. Messages written in the contracts are untouched. Idempotent.
 */
export function nameFieldsInZodMessages(): void {
  z.config({
    customError: (issue) => {
      const path = (issue.path ?? []).map(String);
      if (path.length === 0 && issue.code === 'invalid_type' && issue.expected === 'object') {
        return REQUEST_TEXTS.notAnObject;
      }
      const text = defaultText(issue);
      return path.length > 0 ? `${path.join('.')}: ${text}` : text;
    },
  });
}
