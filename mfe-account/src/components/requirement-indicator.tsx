import { Check, X } from 'lucide-react';
import { cn } from '@pac/ui';

/** A live rule indicator ('At least 8 characters', 'Passwords match', ...): green with a tick once met. */
export function RequirementIndicator({ label, met }: { label: string; met: boolean }) {
  return (
    <li
      data-met={met}
      className={cn('flex items-center gap-2 text-sm', met ? 'text-success' : 'text-muted-foreground')}
    >
      {met ? <Check className="h-4 w-4" aria-hidden="true" /> : <X className="h-4 w-4" aria-hidden="true" />}
      <span>{label}</span>
      <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
    </li>
  );
}
