import { BROADCAST_SCREEN_TEXTS } from '../../texts.js';
import {
  ADMIN_BROADCAST_PATHS,
  BROADCAST_LIMITS,
  BROADCAST_SEGMENT_LABELS,
  BROADCAST_SEGMENTS,
  type BroadcastAcceptedResponse,
  type BroadcastSegment,
} from '@pac/contracts';
import { Button, Input, Label, toast } from '@pac/ui';
import { useState, type FormEvent } from 'react';
import { adminRequest } from '../../lib/admin-api.js';

/**
 * Subject, recipients and a 6-row message. Sending only queues the broadcast: the form is cleared
 * as soon as the server has it, and the page follows its progress while the admin goes on working.
 */
export function BroadcastForm({ onQueued }: { onQueued: (accepted: BroadcastAcceptedResponse) => void }) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [recipients, setRecipients] = useState<BroadcastSegment>('all');
  const [sending, setSending] = useState(false);
  const incomplete = !subject.trim() || !message.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (incomplete) {
      toast.error(BROADCAST_SCREEN_TEXTS.bothRequired);
      return;
    }
    setSending(true);
    try {
      const accepted = await adminRequest<BroadcastAcceptedResponse>(
        ADMIN_BROADCAST_PATHS.send,
        BROADCAST_SCREEN_TEXTS.failedDefault,
        { method: 'POST', body: JSON.stringify({ subject, message, recipients }) },
      );
      setSubject('');
      setMessage('');
      setRecipients('all');
      onQueued(accepted);
    } catch (error) {
      toast.error(
        BROADCAST_SCREEN_TEXTS.failed(
          error instanceof Error && error.message ? error.message : BROADCAST_SCREEN_TEXTS.unknownError,
        ),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-4 rounded-lg border border-border bg-surface p-4"
      noValidate
    >
      <h2 className="text-lg font-semibold">{BROADCAST_SCREEN_TEXTS.title}</h2>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <div className="space-y-1">
          <Label htmlFor="broadcast-subject">{BROADCAST_SCREEN_TEXTS.subject}</Label>
          <Input
            id="broadcast-subject"
            value={subject}
            maxLength={BROADCAST_LIMITS.subject}
            onChange={(event) => setSubject(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="broadcast-recipients">{BROADCAST_SCREEN_TEXTS.recipients}</Label>
          <select
            id="broadcast-recipients"
            value={recipients}
            onChange={(event) => setRecipients(event.target.value as BroadcastSegment)}
            className="h-10 w-full rounded-md border border-border bg-background px-3 text-sm"
          >
            {BROADCAST_SEGMENTS.map((segment) => (
              <option key={segment} value={segment}>
                {BROADCAST_SEGMENT_LABELS[segment]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="space-y-1">
        <Label htmlFor="broadcast-message">{BROADCAST_SCREEN_TEXTS.message}</Label>
        <textarea
          id="broadcast-message"
          rows={6}
          value={message}
          maxLength={BROADCAST_LIMITS.message}
          onChange={(event) => setMessage(event.target.value)}
          className="w-full rounded-md border border-border bg-background px-3 py-2 text-sm"
        />
      </div>
      <Button type="submit" disabled={incomplete || sending}>
        {sending ? BROADCAST_SCREEN_TEXTS.sending : BROADCAST_SCREEN_TEXTS.send}
      </Button>
    </form>
  );
}
