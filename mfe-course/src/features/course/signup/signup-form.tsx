import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  COURSE_MESSAGES,
  COURSE_SIGNUP_BUSINESS_REVENUE,
  COURSE_TIMINGS,
  ROUTES,
  courseSignupStepOneSchema,
  courseSignupStepTwoSchema,
  firstIssueMessage,
} from '@pac/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
  toast,
} from '@pac/ui';
import { submitCourseSignup } from './submit-signup.js';

const EMPTY = { first_name: '', last_name: '', email: '', phone: '' };

/** Right column: name and email, then phone; the first problem in a toast. */
export function SignupForm() {
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [fields, setFields] = useState(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const set = (name: keyof typeof EMPTY) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => navigate(ROUTES.login), COURSE_TIMINGS.signupRedirectMs);
    return () => clearTimeout(timer);
  }, [redirecting, navigate]);

  const invalid = (message: string | undefined) => {
    if (!message) return false;
    toast.error(COURSE_MESSAGES.validationErrorTitle, { description: message });
    return true;
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid(firstIssueMessage(courseSignupStepOneSchema.safeParse(fields)))) setStep(2);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid(firstIssueMessage(courseSignupStepTwoSchema.safeParse(fields)))) return;
    setSubmitting(true);
    const outcome = await submitCourseSignup({ ...fields, business_revenue: COURSE_SIGNUP_BUSINESS_REVENUE });
    setSubmitting(false);
    if (!outcome.ok) {
      toast.error(COURSE_MESSAGES.submissionFailedTitle, { description: outcome.message });
      return;
    }
    toast.success(COURSE_MESSAGES.submissionSucceeded);
    setRedirecting(true);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Get Free Access</CardTitle>
        <CardDescription>
          Step {step} of 2: {step === 1 ? 'your name and email' : 'your phone number'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {step === 1 ? (
          <form noValidate onSubmit={next} className="space-y-3" aria-label="Course signup, step 1">
            <Field
              id="signup-first-name"
              label="First Name"
              value={fields.first_name}
              onChange={set('first_name')}
              autoComplete="given-name"
            />
            <Field
              id="signup-last-name"
              label="Last Name"
              value={fields.last_name}
              onChange={set('last_name')}
              autoComplete="family-name"
            />
            <Field
              id="signup-email"
              label="Email Address"
              type="email"
              value={fields.email}
              onChange={set('email')}
              autoComplete="email"
            />
            <Button type="submit" className="w-full">
              Next
            </Button>
          </form>
        ) : (
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            className="space-y-3"
            aria-label="Course signup, step 2"
          >
            <Field
              id="signup-phone"
              label="Phone Number"
              type="tel"
              value={fields.phone}
              onChange={set('phone')}
              autoComplete="tel"
            />
            <div className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                onClick={() => setStep(1)}
                disabled={submitting || redirecting}
              >
                Back
              </Button>
              <Button type="submit" className="flex-1" disabled={submitting || redirecting}>
                {submitting ? 'Submitting...' : 'Get Free Access'}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  type?: string;
  autoComplete?: string;
}

function Field({ id, label, value, onChange, type = 'text', autoComplete }: FieldProps) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
