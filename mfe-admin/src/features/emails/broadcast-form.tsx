import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BROADCAST_LIMITS,
  BROADCAST_SEGMENT_LABELS,
  BROADCAST_SEGMENTS,
  broadcastRequestSchema,
  type BroadcastAcceptedResponse,
  type BroadcastRequest,
  type BroadcastSegment,
} from '@pac/contracts';
import { Button, Field, Input, Modal, toast } from '@pac/ui';
import { isSessionRefusal } from '../../lib/admin-request.js';
import { BROADCAST_SCREEN_TEXTS } from '../../texts.js';
import { useSendBroadcast } from './api/broadcast-send-api.js';
import { useBroadcastRecipients } from './api/broadcast-recipients-api.js';

const EMPTY: BroadcastRequest = { subject: '', message: '', recipients: 'all' };

const describedBy = (id: string, error: unknown) => (error ? `${id}-error` : undefined);

/**
 * Subject, recipients and a 6-row message, checked with the schema the admin service checks the broadcast with.
 * Nothing is queued until the admin confirms, having seen how many users the server would send it to now.
 * Sending only queues the broadcast: the form is cleared as soon as the server has it, and the page follows its
 * progress while the admin goes on working.
 */
export function BroadcastForm({ onQueued }: { onQueued: (accepted: BroadcastAcceptedResponse) => void }) {
  const { register, handleSubmit, control, reset, formState } = useForm<BroadcastRequest>({
    resolver: zodResolver(broadcastRequestSchema),
    defaultValues: EMPTY,
  });
  const [subject, message] = useWatch({ control, name: ['subject', 'message'] });
  const send = useSendBroadcast();
  const incomplete = !subject.trim() || !message.trim();
  const { errors } = formState;
  // The checked broadcast awaiting the admin's confirmation.
  const [pending, setPending] = useState<BroadcastRequest | null>(null);

  const queue = (request: BroadcastRequest) =>
    send.mutate(request, {
      onSuccess: (accepted) => {
        reset(EMPTY);
        onQueued(accepted);
      },
      onError: (error) => {
        // A refused session is the admin guard's to handle: it signs out and says why.
        if (isSessionRefusal(error)) return;
        toast.error(BROADCAST_SCREEN_TEXTS.failed(error.message || BROADCAST_SCREEN_TEXTS.unknownError));
      },
    });
  // The first problem also pops up, as the blank-fields message always did.
  const refuse = (problems: FieldErrors<BroadcastRequest>) => {
    const first = problems.subject?.message ?? problems.message?.message ?? problems.recipients?.message;
    if (first) toast.error(first);
  };

  const confirm = () => {
    if (!pending) return;
    queue(pending);
    setPending(null);
  };

  return (
    <>
      <form
        onSubmit={handleSubmit(setPending, refuse)}
        className="space-y-4 rounded-lg border border-border bg-surface p-4"
        noValidate
      >
        <h2 className="text-lg font-semibold">{BROADCAST_SCREEN_TEXTS.title}</h2>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <Field
            id="broadcast-subject"
            label={BROADCAST_SCREEN_TEXTS.subject}
            error={errors.subject?.message}
          >
            <Input
              id="broadcast-subject"
              maxLength={BROADCAST_LIMITS.subject}
              aria-invalid={errors.subject ? true : undefined}
              aria-describedby={describedBy('broadcast-subject', errors.subject)}
              {...register('subject')}
            />
          </Field>
          <Field
            id="broadcast-recipients"
            label={BROADCAST_SCREEN_TEXTS.recipients}
            error={errors.recipients?.message}
          >
            <select
              id="broadcast-recipients"
              className="h-10 w-full rounded-md border border-border bg-background px-3 text-sm"
              {...register('recipients')}
            >
              {BROADCAST_SEGMENTS.map((segment) => (
                <option key={segment} value={segment}>
                  {BROADCAST_SEGMENT_LABELS[segment]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field id="broadcast-message" label={BROADCAST_SCREEN_TEXTS.message} error={errors.message?.message}>
          <textarea
            id="broadcast-message"
            rows={6}
            maxLength={BROADCAST_LIMITS.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('broadcast-message', errors.message)}
            className="w-full rounded-md border border-border bg-background px-3 py-2 text-sm"
            {...register('message')}
          />
        </Field>
        <Button type="submit" disabled={incomplete || send.isPending}>
          {send.isPending ? BROADCAST_SCREEN_TEXTS.sending : BROADCAST_SCREEN_TEXTS.send}
        </Button>
      </form>
      <Modal
        open={pending !== null}
        onClose={() => setPending(null)}
        title={BROADCAST_SCREEN_TEXTS.confirmTitle}
      >
        {pending && (
          <ConfirmBroadcast
            recipients={pending.recipients ?? 'all'}
            onCancel={() => setPending(null)}
            onConfirm={confirm}
          />
        )}
      </Modal>
    </>
  );
}

/** The server's count of who would receive it now; sending is offered only once that count is known and not 0. */
function ConfirmBroadcast({
  recipients,
  onCancel,
  onConfirm,
}: {
  recipients: BroadcastSegment;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const count = useBroadcastRecipients(recipients);
  const known = count.isSuccess && !count.isFetching ? count.data.count : null;
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm">
        {count.isError
          ? BROADCAST_SCREEN_TEXTS.countFailed
          : known === null
            ? BROADCAST_SCREEN_TEXTS.counting
            : known === 0
              ? BROADCAST_SCREEN_TEXTS.noRecipients
              : BROADCAST_SCREEN_TEXTS.confirmCount(known, BROADCAST_SEGMENT_LABELS[recipients])}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {BROADCAST_SCREEN_TEXTS.cancel}
        </Button>
        {known !== null && known > 0 && (
          <Button onClick={onConfirm}>{BROADCAST_SCREEN_TEXTS.confirmSend(known)}</Button>
        )}
      </div>
    </div>
  );
}
