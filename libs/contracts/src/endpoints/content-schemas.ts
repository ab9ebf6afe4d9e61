import { courseProgressUpdateSchema, courseSignupRequestSchema } from '../course.js';
import {
  contactEnquiryRequestSchema,
  newsletterSubscribeRequestSchema,
  newsletterUnsubscribeRequestSchema,
} from '../marketing.js';
import { endpointSchemas } from './endpoint-schemas.js';
import { CONTENT_ENDPOINTS } from './content.js';

/**
 * The schemas the content service validates CONTENT_ENDPOINTS' bodies and queries with (its pipes, the catalogue check
 * and the fuzz tests read them here). Server side only: the entries stay zod-free for the browser.
 */
export const CONTENT_ENDPOINT_SCHEMAS = endpointSchemas(CONTENT_ENDPOINTS, {
  saveCourseProgress: { request: courseProgressUpdateSchema },
  courseSignup: { request: courseSignupRequestSchema },
  newsletterSubscribe: { request: newsletterSubscribeRequestSchema },
  newsletterUnsubscribe: { request: newsletterUnsubscribeRequestSchema },
  contact: { request: contactEnquiryRequestSchema },
});
