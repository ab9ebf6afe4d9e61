import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type * as SonnerModule from 'sonner';

/**
 * Toasts through sonner, downloaded when the first toast is shown instead of on every page's first load (~10 KB
 * gzip that most visits never use). `toast(...)` keeps sonner's signature; until sonner is there a call is queued
 * under an id given here, so it returns that id at once, and sonner shows it when its Toaster subscribes (sonner
 * replays the toasts created before).
 */
type Sonner = typeof SonnerModule;
type ToastData = SonnerModule.ExternalToast;
type ToastId = string | number;
type Message = Parameters<Sonner['toast']['success']>[0];
type Kind = 'success' | 'info' | 'warning' | 'error' | 'message' | 'loading';

let sonner: Sonner | undefined;
let sonnerLoading: Promise<Sonner> | undefined;
let queuedIds = 0;
const waitingToasters = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  sonnerLoading ??= import('sonner').then((module) => (sonner = module));
  for (const wake of waitingToasters) wake();
  return sonnerLoading;
}

function show(kind: Kind | undefined, message: Message, data?: ToastData): ToastId {
  const send = (loaded: Sonner, toastData?: ToastData) =>
    kind ? loaded.toast[kind](message, toastData) : loaded.toast(message, toastData);
  if (sonner) return send(sonner, data);
  const id = data?.id ?? `queued-toast-${++queuedIds}`;
  void loadSonner().then((loaded) => send(loaded, { ...data, id }));
  return id;
}

const showAs = (kind: Kind) => (message: Message, data?: ToastData) => show(kind, message, data);

/** Same calls as sonner's `toast`: `toast(title)`, `toast.success(title, { description })`, `toast.dismiss()`. */
export const toast = Object.assign((message: Message, data?: ToastData) => show(undefined, message, data), {
  success: showAs('success'),
  info: showAs('info'),
  warning: showAs('warning'),
  error: showAs('error'),
  message: showAs('message'),
  loading: showAs('loading'),
  dismiss(id?: ToastId): ToastId | undefined {
    if (sonner) return sonner.toast.dismiss(id);
    if (sonnerLoading) void sonnerLoading.then((loaded) => loaded.toast.dismiss(id));
    return id;
  },
});

const SonnerToaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/**
 * One Toaster per page (the shell mounts it); remotes call `toast(...)` from this shared lib. It renders nothing,
 * and loads nothing, until the first toast.
 */
export function Toaster(props: ComponentProps<Sonner['Toaster']>) {
  const [needed, setNeeded] = useState(() => sonnerLoading !== undefined);
  useEffect(() => {
    if (needed) return;
    const wake = () => setNeeded(true);
    waitingToasters.add(wake);
    // A toast may have come between the first render and this effect.
    if (sonnerLoading) wake();
    return () => {
      waitingToasters.delete(wake);
    };
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-right" richColors closeButton {...props} />
    </Suspense>
  );
}
