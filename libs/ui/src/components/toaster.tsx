import { useEffect, useState, type ComponentProps } from 'react';
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
/** Mounted Toasters waiting for sonner: each is handed the download in progress. */
const waitingToasters = new Set<(loading: Promise<Sonner>) => void>();

/** Starts (or joins) the download. A failed one is forgotten, so the next toast tries again. */
function loadSonner(): Promise<Sonner> {
  sonnerLoading ??= import('sonner').then(
    (module) => (sonner = module),
    (error: unknown) => {
      sonnerLoading = undefined;
      throw error;
    },
  );
  for (const wake of waitingToasters) wake(sonnerLoading);
  return sonnerLoading;
}

const reportUnavailable = (error: unknown) =>
  console.error('Toasts are unavailable: sonner did not load', error);

function show(kind: Kind | undefined, message: Message, data?: ToastData): ToastId {
  const send = (loaded: Sonner, toastData?: ToastData) =>
    kind ? loaded.toast[kind](message, toastData) : loaded.toast(message, toastData);
  if (sonner) return send(sonner, data);
  const id = data?.id ?? `queued-toast-${++queuedIds}`;
  loadSonner().then((loaded) => send(loaded, { ...data, id }), reportUnavailable);
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
    if (sonnerLoading)
      sonnerLoading.then(
        (loaded) => loaded.toast.dismiss(id),
        () => undefined,
      );
    return id;
  },
});

// Toasts start below the sticky 64 px site header: over it they hid the user menu, and a pointer resting on a
// toast pauses its timer, so the menu stayed covered for as long as someone tried to reach it.
const BELOW_HEADER = { top: 80, right: 24 };
const BELOW_HEADER_MOBILE = { top: 72, right: 16, left: 16 };

/**
 * One Toaster per page (the shell mounts it); remotes call `toast(...)` from this shared lib. It renders nothing,
 * and loads nothing, until the first toast. If sonner cannot be downloaded it keeps rendering nothing (the page
 * stays as it is) and shows the toasts of a later, successful attempt.
 */
export function Toaster(props: ComponentProps<Sonner['Toaster']>) {
  const [SonnerToaster, setSonnerToaster] = useState<Sonner['Toaster'] | undefined>(() => sonner?.Toaster);
  useEffect(() => {
    if (SonnerToaster) return;
    let mounted = true;
    const wake = (loading: Promise<Sonner>) =>
      loading.then(
        (loaded) => mounted && setSonnerToaster(() => loaded.Toaster),
        () => undefined, // reported by the toast that asked; this Toaster waits for the next attempt
      );
    waitingToasters.add(wake);
    // A toast may have come between the first render and this effect.
    if (sonnerLoading) void wake(sonnerLoading);
    return () => {
      mounted = false;
      waitingToasters.delete(wake);
    };
  }, [SonnerToaster]);
  if (!SonnerToaster) return null;
  return (
    <SonnerToaster
      position="top-right"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER_MOBILE}
      richColors
      closeButton
      {...props}
    />
  );
}
