import { Toaster as SonnerToaster, toast } from 'sonner';
import type { ComponentProps } from 'react';

/** One Toaster per page (the shell mounts it); remotes call `toast(...)` from this shared lib. */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  return <SonnerToaster position="top-right" richColors closeButton {...props} />;
}

export { toast };
