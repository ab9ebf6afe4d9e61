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

/**
 * One line per content endpoint for people: services/README.md's tables show it. Kept here, on the server side, because
 * the browser bundles the entries and has no use for these texts.
 */
export const CONTENT_ENDPOINT_SUMMARIES = {
  courseCatalogue: "The free course's stages and videos",
  courseProgress: 'Progress of an anonymous course session (X-Session-ID)',
  saveCourseProgress: "Saves a video's position for a course session (X-Session-ID)",
  courseResource: 'A course PDF, by its catalogue file name',
  courseSignup: 'Free course sign-up (lead capture); mails a welcome',
  newsletterSubscribe: 'Newsletter sign-up, per-IP limited; mails a confirmation',
  newsletterUnsubscribe: 'Newsletter unsubscribe with the emailed token',
  contact: 'Contact form, per-IP limited; the sender gets an acknowledgement',
  workbookDownload: 'The Getting Started Workbook (PDF)',
} as const satisfies Record<keyof typeof CONTENT_ENDPOINTS, string>;
