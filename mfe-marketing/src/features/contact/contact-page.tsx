import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckCircle2, Clock, Mail, MapPin } from 'lucide-react';
import {
  CONTACT_MESSAGES,
  ENQUIRY_TYPES,
  ROUTES,
  SUPPORT_EMAIL,
  SUPPORT_LOCATION,
  SUPPORT_RESPONSE_TIME,
} from '@pac/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@pac/ui';
import { StaticPage } from '../../components/static-page.js';
import { ContactForm } from './contact-form.js';
import { CONTACT_TEXTS } from '../../texts.js';

function ThankYou({ onAnother }: { onAnother: () => void }) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-xl rounded-lg border border-border bg-surface p-8 text-center shadow-sm">
      <CheckCircle2 className="mx-auto h-12 w-12 text-success" aria-hidden="true" />
      <h2 className="mt-4 text-2xl font-bold text-primary">{CONTACT_MESSAGES.thankYouTitle}</h2>
      <p className="mt-2 text-muted-foreground">{CONTACT_TEXTS.thankYou}</p>
      <p className="mt-1 text-sm text-muted-foreground">
        We have also sent a copy of your enquiry to your email address.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => navigate(ROUTES.home)}>Return to Home</Button>
        <Button variant="outline" onClick={onAnother}>
          Submit Another Enquiry
        </Button>
      </div>
    </div>
  );
}

export function ContactPage() {
  const [submitted, setSubmitted] = useState(false);

  return (
    <StaticPage
      title="Contact Us"
      intro={`Tell us what you have in mind. We reply to every enquiry ${SUPPORT_RESPONSE_TIME}.`}
    >
      {submitted ? (
        <ThankYou onAnother={() => setSubmitted(false)} />
      ) : (
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="min-w-0 space-y-6 lg:col-span-2">
            <p
              role="note"
              className="rounded-md border-l-4 border-accent bg-secondary p-4 text-sm text-secondary-foreground"
            >
              Please note: this form is for partnerships, collaborations, subscriptions, press and
              serviced-accommodation opportunities only. For help with the calculator or your account, see the
              Help Center.
            </p>
            <ContactForm onSubmitted={() => setSubmitted(true)} />
          </div>
          <aside className="min-w-0 space-y-6">
            <Card>
              <CardHeader>
                <CardTitle className="text-lg">What We Accept</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="space-y-2 text-sm">
                  {ENQUIRY_TYPES.map((type) => (
                    <li key={type} className="flex gap-2">
                      <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
                      {type}
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-lg">Contact Information</CardTitle>
              </CardHeader>
              <CardContent className="space-y-3 text-sm">
                <p className="flex items-center gap-2">
                  <Mail className="h-4 w-4 text-primary" aria-hidden="true" />
                  <a href={`mailto:${SUPPORT_EMAIL}`} className="break-all text-primary underline">
                    {SUPPORT_EMAIL}
                  </a>
                </p>
                <p className="flex items-center gap-2">
                  <MapPin className="h-4 w-4 text-primary" aria-hidden="true" /> {SUPPORT_LOCATION}
                </p>
                <p className="flex items-center gap-2">
                  <Clock className="h-4 w-4 text-primary" aria-hidden="true" /> Replies{' '}
                  {SUPPORT_RESPONSE_TIME}
                </p>
              </CardContent>
            </Card>
          </aside>
        </div>
      )}
    </StaticPage>
  );
}
