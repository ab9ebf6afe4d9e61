import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
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
  Field,
  Input,
  toast,
} from '@pac/ui';
import { useCourseSignupMutation } from './submit-signup.js';

type StepOne = z.input<typeof courseSignupStepOneSchema>;
type StepTwo = z.input<typeof courseSignupStepTwoSchema>;

/** Right column: name and email, then phone; the first problem in a toast. */
export function SignupForm() {
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [redirecting, setRedirecting] = useState(false);
  const signup = useCourseSignupMutation();
  // One form per step; both live here, so Back shows step 1 as it was left. raw: the lead goes out as typed, the
  // content service trims and checks it again.
  const stepOne = useForm<StepOne>({
    resolver: zodResolver(courseSignupStepOneSchema, undefined, { raw: true }),
    defaultValues: { first_name: '', last_name: '', email: '' },
  });
  const stepTwo = useForm<StepTwo>({
    resolver: zodResolver(courseSignupStepTwoSchema, undefined, { raw: true }),
    defaultValues: { phone: '' },
  });

  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => navigate(ROUTES.login), COURSE_TIMINGS.signupRedirectMs);
    return () => clearTimeout(timer);
  }, [redirecting, navigate]);

  // The step's first problem, in the order the fields appear, in a 'Validation Error' toast.
  const invalid = (schema: z.ZodType, values: () => unknown) => () =>
    toast.error(COURSE_MESSAGES.validationErrorTitle, {
      description: firstIssueMessage(schema.safeParse(values())),
    });

  const next = stepOne.handleSubmit(
    () => setStep(2),
    invalid(courseSignupStepOneSchema, () => stepOne.getValues()),
  );

  const submit = stepTwo.handleSubmit(
    async ({ phone }) => {
      const outcome = await signup.mutateAsync({
        ...stepOne.getValues(),
        phone,
        business_revenue: COURSE_SIGNUP_BUSINESS_REVENUE,
      });
      if (!outcome.ok) {
        toast.error(COURSE_MESSAGES.submissionFailedTitle, { description: outcome.message });
        return;
      }
      toast.success(COURSE_MESSAGES.submissionSucceeded);
      setRedirecting(true);
    },
    invalid(courseSignupStepTwoSchema, () => stepTwo.getValues()),
  );
  const submitting = signup.isPending;

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
          // Keyed: each step's inputs are its own elements, not the other step's reused under a new name.
          <form
            key="step-1"
            noValidate
            onSubmit={(event) => void next(event)}
            className="space-y-3"
            aria-label="Course signup, step 1"
          >
            <Field id="signup-first-name" label="First Name">
              <Input id="signup-first-name" autoComplete="given-name" {...stepOne.register('first_name')} />
            </Field>
            <Field id="signup-last-name" label="Last Name">
              <Input id="signup-last-name" autoComplete="family-name" {...stepOne.register('last_name')} />
            </Field>
            <Field id="signup-email" label="Email Address">
              <Input id="signup-email" type="email" autoComplete="email" {...stepOne.register('email')} />
            </Field>
            <Button type="submit" className="w-full">
              Next
            </Button>
          </form>
        ) : (
          <form
            key="step-2"
            noValidate
            onSubmit={(event) => void submit(event)}
            className="space-y-3"
            aria-label="Course signup, step 2"
          >
            <Field id="signup-phone" label="Phone Number">
              <Input id="signup-phone" type="tel" autoComplete="tel" {...stepTwo.register('phone')} />
            </Field>
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
