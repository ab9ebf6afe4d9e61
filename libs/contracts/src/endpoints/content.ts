import type { z } from 'zod';
import type {
  CourseCatalogueResponse,
  CourseProgressResponse,
  courseProgressUpdateSchema,
  courseSignupRequestSchema,
  CourseSignupResponse,
} from '../course.js';
import type {
  contactEnquiryRequestSchema,
  MarketingSuccessResponse,
  newsletterSubscribeRequestSchema,
  newsletterUnsubscribeRequestSchema,
} from '../marketing.js';
import { endpoint, file, input, typed } from './endpoint.js';

/** The free course, course sign-up, newsletter, contact form and workbook: the content service. */
export const CONTENT_ENDPOINTS = {
  courseCatalogue: endpoint({
    service: 'content',
    method: 'GET',
    path: '/api/course/catalogue',
    access: 'public',
    summary: "The free course's stages and videos",
    response: typed<CourseCatalogueResponse>(),
  }),
  courseProgress: endpoint({
    service: 'content',
    method: 'GET',
    path: '/api/course/progress',
    access: 'public',
    summary: 'Progress of an anonymous course session (X-Session-ID)',
    response: typed<CourseProgressResponse>(),
  }),
  saveCourseProgress: endpoint({
    service: 'content',
    method: 'POST',
    path: '/api/course/progress',
    access: 'public',
    summary: "Saves a video's position for a course session (X-Session-ID)",
    request: input<z.input<typeof courseProgressUpdateSchema>>(),
    response: typed<CourseProgressResponse>(),
  }),
  courseResource: endpoint({
    service: 'content',
    method: 'GET',
    path: '/api/course/resources/:fileName',
    access: 'public',
    summary: 'A course PDF, by its catalogue file name',
    response: file('application/pdf'),
  }),
  courseSignup: endpoint({
    service: 'content',
    method: 'POST',
    path: '/api/course-signup',
    access: 'public',
    summary: 'Free course sign-up (lead capture); mails a welcome',
    request: input<z.input<typeof courseSignupRequestSchema>>(),
    response: typed<CourseSignupResponse>(),
  }),
  newsletterSubscribe: endpoint({
    service: 'content',
    method: 'POST',
    path: '/api/newsletter/subscribe',
    access: 'public',
    summary: 'Newsletter sign-up, per-IP limited; mails a confirmation',
    request: input<z.input<typeof newsletterSubscribeRequestSchema>>(),
    response: typed<MarketingSuccessResponse>(),
  }),
  newsletterUnsubscribe: endpoint({
    service: 'content',
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    access: 'public',
    summary: 'Newsletter unsubscribe with the emailed token',
    request: input<z.input<typeof newsletterUnsubscribeRequestSchema>>(),
    response: typed<MarketingSuccessResponse>(),
  }),
  contact: endpoint({
    service: 'content',
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    summary: 'Contact form, per-IP limited; the sender gets an acknowledgement',
    request: input<z.input<typeof contactEnquiryRequestSchema>>(),
    response: typed<MarketingSuccessResponse>(),
  }),
  workbookDownload: endpoint({
    service: 'content',
    method: 'GET',
    path: '/api/workbook/download',
    access: 'session',
    summary: 'The Getting Started Workbook (PDF)',
    response: file('application/pdf'),
  }),
} as const;
