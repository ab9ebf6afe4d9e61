import { Spinner } from '@pac/ui';
import { type ReactNode } from 'react';

/** The section-8 error box: the message prefixed with 'Error:'. */
export function ErrorBox({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-700">
      <p>Error: {message}</p>
      {children}
    </div>
  );
}

export function Loading() {
  return (
    <div className="flex justify-center p-8" aria-label="Loading">
      <Spinner />
    </div>
  );
}

export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-lg border border-border bg-surface p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-foreground" data-testid={`stat-${label}`}>
        {value}
      </p>
      {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

const BADGE: Record<string, string> = {
  healthy: 'bg-green-100 text-green-800',
  active: 'bg-green-100 text-green-800',
  sent: 'bg-green-100 text-green-800',
  trialing: 'bg-blue-100 text-blue-800',
  pending: 'bg-amber-100 text-amber-800',
  warning: 'bg-amber-100 text-amber-800',
  unhealthy: 'bg-red-100 text-red-800',
  failed: 'bg-red-100 text-red-800',
  expired: 'bg-red-100 text-red-800',
};

export function Badge({ value }: { value: string }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[value] ?? 'bg-slate-100 text-slate-700'}`}
    >
      {value}
    </span>
  );
}
