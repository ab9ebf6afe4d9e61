/** The course screens' own texts; the signup's validation messages and the server's answers are contracts'. */
export const COURSE_TEXTS = {
  networkError: 'Network error. Please check your connection and try again.',
  submissionFailedDefault: 'There was an error submitting your information. Please try again.',
  loadingPdf: 'Loading PDF...',
} as const;
