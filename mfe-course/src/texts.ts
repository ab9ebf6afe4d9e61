/** The course screens' own texts; the signup's validation messages and the server's answers are contracts'. */
export const COURSE_TEXTS = {
  networkError: 'Network error. Please check your connection and try again.',
  submissionFailedDefault: 'There was an error submitting your information. Please try again.',
  loadingPdf: 'Loading PDF...',
  catalogueFailed: 'The course could not be loaded. Please try again.',
  retry: 'Retry',
  meta: {
    title: 'Free Deal Analysis Course',
    description:
      'Nine short free videos that walk you through analysing a serviced accommodation deal, step by step, with workbooks.',
  },
} as const;
