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
    // The stages and videos, the same for every visitor (progress is its own, per-visitor entry).
    cacheable: true,
    response: typed<CourseCatalogueResponse>(),
  }),
  courseProgress: endpoint({
    service: 'content',
    method: 'GET',
    path: '/api/course/progress',
    access: 'public',
    response: typed<CourseProgressResponse>(),
  }),
  saveCourseProgress: endpoint({
    service: 'content',
    method: 'POST',
    path: '/api/course/progress',
    access: 'public',
    request: input<z.input<typeof courseProgressUpdateSchema>>(),
    response: typed<CourseProgressResponse>(),
  }),
  courseResource: endpoint({
    service: 'content',
    method: 'GET',
    path: '/api/course/resources/:fileName',
    access: 'public',
    // The course PDFs change only with a release (the handler sets `public, max-age=3600`).
    cacheable: true,
    response: file('application/pdf'),
  }),
  courseSignup: endpoint({
    service: 'content',
    method: 'POST',
    path: '/api/course-signup',
    access: 'public',
    request: input<z.input<typeof courseSignupRequestSchema>>(),
    response: typed<CourseSignupResponse>(),
  }),
  newsletterSubscribe: endpoint({
    service: 'content',
    method: 'POST',
    path: '/api/newsletter/subscribe',
    access: 'public',
    request: input<z.input<typeof newsletterSubscribeRequestSchema>>(),
    response: typed<MarketingSuccessResponse>(),
  }),
  newsletterUnsubscribe: endpoint({
    service: 'content',
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    access: 'public',
    request: input<z.input<typeof newsletterUnsubscribeRequestSchema>>(),
    response: typed<MarketingSuccessResponse>(),
  }),
  contact: endpoint({
    service: 'content',
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    request: input<z.input<typeof contactEnquiryRequestSchema>>(),
    response: typed<MarketingSuccessResponse>(),
  }),
  workbookDownload: endpoint({
    service: 'content',
    method: 'GET',
    path: '/api/workbook/download',
    access: 'session',
    response: file('application/pdf'),
  }),
} as const;
