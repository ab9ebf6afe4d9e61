import { useEffect, useId, useState } from 'react';
import { Button, Input, Label, toast } from '@pac/ui';
import { useRevokeShare, useShareDeal } from '../../api/sharing-api.js';
import { RefusalNotice, refusalMessage } from './refusal-notice.js';

type CopyState = 'idle' | 'copied' | 'selected';

/**
 * The deal's read-only share link: create (the service answers the active link again if there is one), copy, and
 * revoke. Copying falls back to selecting the link in its read-only field when the clipboard is not available
 * (an insecure origin, or a browser that refuses).
 */
export function ShareLink({ dealId }: { dealId: string }) {
  const share = useShareDeal();
  const revoke = useRevokeShare();
  const [url, setUrl] = useState<string | null>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const [revoked, setRevoked] = useState(false);
  const fieldId = useId();
  const errorId = useId();

  // "Copied" is feedback for a moment, not a state of the link.
  useEffect(() => {
    if (copyState !== 'copied') return;
    const timer = setTimeout(() => setCopyState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [copyState]);

  const create = () =>
    share.mutate(dealId, {
      onSuccess: (answer) => {
        setUrl(answer.url);
        setRevoked(false);
        setCopyState('idle');
      },
      onError: (error) => toast.error(refusalMessage(error)),
    });

  const copy = async () => {
    if (!url) return;
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      // @pac/ui's Input takes no ref: the field is found by its id.
      const field = document.getElementById(fieldId);
      if (field instanceof HTMLInputElement) {
        field.focus();
        field.select();
      }
      setCopyState('selected');
    }
  };

  const stopSharing = () =>
    revoke.mutate(dealId, {
      onSuccess: () => {
        setUrl(null);
        setRevoked(true);
        setCopyState('idle');
        toast.success('Share link revoked.');
      },
      onError: (error) => toast.error(refusalMessage(error)),
    });

  const error = share.isError ? share.error : revoke.isError ? revoke.error : null;

  return (
    <div className="space-y-2">
      {url ? (
        <>
          <Label htmlFor={fieldId}>Read-only share link</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={fieldId}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              aria-describedby={error ? errorId : undefined}
              className="sm:flex-1"
            />
            <div className="flex gap-2">
              <Button variant="outline" onClick={() => void copy()}>
                Copy link
              </Button>
              <Button
                variant="outline"
                onClick={stopSharing}
                disabled={revoke.isPending}
                aria-busy={revoke.isPending}
              >
                {revoke.isPending ? 'Revoking…' : 'Revoke link'}
              </Button>
            </div>
          </div>
        </>
      ) : (
        <Button variant="outline" onClick={create} disabled={share.isPending} aria-busy={share.isPending}>
          {share.isPending ? 'Creating link…' : 'Create share link'}
        </Button>
      )}
      <p role="status" className="text-sm text-muted-foreground">
        {copyState === 'copied' ? 'Copied' : null}
        {copyState === 'selected' ? 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.' : null}
        {revoked && !url ? 'Link revoked: it no longer opens this deal.' : null}
      </p>
      {error ? <RefusalNotice id={errorId} error={error} /> : null}
    </div>
  );
}
