import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_MESSAGES,
  ENQUIRY_TYPES,
  HONEYPOT_FIELD,
  contactEnquiryRequestSchema,
  firstContactError,
  type ContactEnquiryRequest,
} from '@pac/contracts';
import { Button, Field, Input, toast } from '@pac/ui';
import { useSendEnquiryMutation } from './contact-enquiry-api.js';
import { CONTACT_TEXTS } from '../../texts.js';

const EMPTY_ENQUIRY = {
  name: '',
  email: '',
  contact_number: '',
  social_media_handle: '',
  enquiry_type: '',
  message: '',
  [HONEYPOT_FIELD]: '',
} satisfies Record<keyof ContactEnquiryRequest, string>;

const fieldClass =
  'flex w-full rounded-md border border-border bg-surface px-3 py-2 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The enquiry form: the contracts schema checks it before sending (first problem in a 'Validation Error' toast,
 * in the order the fields appear) and the content service checks it again.
 */
export function ContactForm({ onSubmitted }: { onSubmitted: () => void }) {
  const id = useId();
  const sendEnquiry = useSendEnquiryMutation();
  // raw: the enquiry goes out as typed; the content service trims and checks it again.
  const { register, handleSubmit, getValues } = useForm<ContactEnquiryRequest>({
    resolver: zodResolver(contactEnquiryRequestSchema, undefined, { raw: true }),
    defaultValues: EMPTY_ENQUIRY,
  });

  const onValid = async (enquiry: ContactEnquiryRequest) => {
    const outcome = await sendEnquiry.mutateAsync(enquiry);
    if (!outcome.sent) {
      toast.error(outcome.message);
      return;
    }
    toast.success(CONTACT_TEXTS.successTitle, { description: outcome.message });
    onSubmitted();
  };
  // The first problem in the order the fields appear, as the schema reports it.
  const onInvalid = () =>
    toast.error(CONTACT_MESSAGES.validationTitle, {
      description: firstContactError(getValues()) ?? CONTACT_MESSAGES.failure,
    });

  return (
    <form
      onSubmit={handleSubmit(onValid, onInvalid)}
      noValidate
      aria-label="Contact form"
      className="space-y-5"
    >
      <div className="grid gap-5 md:grid-cols-2">
        <Field id={`${id}-name`} label="Name">
          <Input id={`${id}-name`} autoComplete="name" {...register('name')} />
        </Field>
        <Field id={`${id}-email`} label="Email">
          <Input id={`${id}-email`} type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field id={`${id}-phone`} label="Contact Number">
          <Input id={`${id}-phone`} type="tel" autoComplete="tel" {...register('contact_number')} />
        </Field>
        <Field id={`${id}-social`} label="Social Media Handle" optional>
          <Input id={`${id}-social`} placeholder="@yourhandle" {...register('social_media_handle')} />
        </Field>
      </div>
      <Field id={`${id}-type`} label="Enquiry Type">
        <select id={`${id}-type`} className={`${fieldClass} h-10 min-w-0`} {...register('enquiry_type')}>
          <option value="">Select an enquiry type</option>
          {ENQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-message`} label="Message">
        <textarea id={`${id}-message`} rows={6} className={fieldClass} {...register('message')} />
      </Field>
      {/* Hidden from people and assistive technology; only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
      </div>
      <Button type="submit" size="lg" disabled={sendEnquiry.isPending} className="w-full md:w-auto">
        {sendEnquiry.isPending ? 'Sending...' : 'Send Enquiry'}
      </Button>
    </form>
  );
}
