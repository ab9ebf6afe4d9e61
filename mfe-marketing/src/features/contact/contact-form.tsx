import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  CONTACT_MESSAGES,
  ENQUIRY_TYPES,
  HONEYPOT_FIELD,
  firstContactError,
  type ContactEnquiryRequest,
} from '@pac/contracts';
import { apiFetch } from '@pac/session';
import { Button, Input, Label, toast } from '@pac/ui';

const EMPTY_ENQUIRY = {
  name: '',
  email: '',
  contact_number: '',
  social_media_handle: '',
  enquiry_type: '',
  message: '',
  [HONEYPOT_FIELD]: '',
} satisfies Record<keyof ContactEnquiryRequest, string>;
type EnquiryFields = typeof EMPTY_ENQUIRY;

const fieldClass =
  'flex w-full rounded-md border border-border bg-surface px-3 py-2 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function Field({
  id,
  label,
  optional,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label} {optional ? <span className="font-normal text-muted-foreground">(optional)</span> : null}
      </Label>
      {children}
    </div>
  );
}

/**
 * The enquiry form: the contracts schema checks it before sending (first problem in a 'Validation Error' toast,
 * in the order the fields appear) and the content service checks it again.
 */
export function ContactForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [fields, setFields] = useState<EnquiryFields>(EMPTY_ENQUIRY);
  const [sending, setSending] = useState(false);
  const id = useId();
  const set = (name: keyof EnquiryFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = firstContactError(fields);
    if (problem) {
      toast.error(CONTACT_MESSAGES.validationTitle, { description: problem });
      return;
    }
    setSending(true);
    try {
      const response = await apiFetch('/api/contact', {
        method: 'POST',
        body: JSON.stringify(fields),
      });
      const body = (await response.json().catch(() => ({}))) as {
        success?: boolean;
        message?: string;
        error?: string;
      };
      if (!response.ok || body.success === false) {
        toast.error(body.error ?? CONTACT_MESSAGES.failure);
        return;
      }
      toast.success(CONTACT_MESSAGES.successTitle, { description: body.message ?? CONTACT_MESSAGES.success });
      setFields(EMPTY_ENQUIRY);
      onSubmitted();
    } catch {
      toast.error(CONTACT_MESSAGES.failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form" className="space-y-5">
      <div className="grid gap-5 md:grid-cols-2">
        <Field id={`${id}-name`} label="Name">
          <Input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            value={fields.name}
            onChange={set('name')}
          />
        </Field>
        <Field id={`${id}-email`} label="Email">
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            value={fields.email}
            onChange={set('email')}
          />
        </Field>
        <Field id={`${id}-phone`} label="Contact Number">
          <Input
            id={`${id}-phone`}
            name="contact_number"
            type="tel"
            autoComplete="tel"
            value={fields.contact_number}
            onChange={set('contact_number')}
          />
        </Field>
        <Field id={`${id}-social`} label="Social Media Handle" optional>
          <Input
            id={`${id}-social`}
            name="social_media_handle"
            placeholder="@yourhandle"
            value={fields.social_media_handle}
            onChange={set('social_media_handle')}
          />
        </Field>
      </div>
      <Field id={`${id}-type`} label="Enquiry Type">
        <select
          id={`${id}-type`}
          name="enquiry_type"
          className={`${fieldClass} h-10 min-w-0`}
          value={fields.enquiry_type}
          onChange={set('enquiry_type')}
        >
          <option value="">Select an enquiry type</option>
          {ENQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-message`} label="Message">
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          className={fieldClass}
          value={fields.message}
          onChange={set('message')}
        />
      </Field>
      {/* Hidden from people and assistive technology; only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input
          id={`${id}-website`}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={fields[HONEYPOT_FIELD]}
          onChange={set(HONEYPOT_FIELD)}
        />
      </div>
      <Button type="submit" size="lg" disabled={sending} className="w-full md:w-auto">
        {sending ? 'Sending...' : 'Send Enquiry'}
      </Button>
    </form>
  );
}
