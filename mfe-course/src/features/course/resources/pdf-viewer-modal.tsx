import { useEffect, useState } from 'react';
import type { CourseResourceLink } from '@pac/contracts';
import { Button, Modal, Spinner, buttonVariants } from '@pac/ui';
import { useResourcePdf } from './resource-pdf-api.js';
import { COURSE_TEXTS } from '../../../texts.js';

type ViewerState = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'failed'; message: string };

/** A local object URL for the blob while the viewer shows it, released when it closes or the blob changes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [objectUrl, setObjectUrl] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    // The URL is a browser resource made and released with the blob: an effect, so StrictMode's second run gets a
    // live one (a memoised URL would stay revoked after the first cleanup).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setObjectUrl({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return objectUrl && objectUrl.blob === blob ? objectUrl.url : null;
}

const fileNameOf = (resource: CourseResourceLink) =>
  `${resource.title.replace(/\s*\(PDF\)\s*$/i, '').trim() || 'document'}.pdf`;

/** PDF resources open here, inside the page: 'Loading PDF...', open in new tab, download, close. */
export function PdfViewerModal({
  resource,
  onClose,
}: {
  resource: CourseResourceLink | null;
  onClose(): void;
}) {
  return (
    <Modal open={resource !== null} onClose={onClose} title={resource?.title ?? ''} className="max-w-4xl">
      {resource ? <PdfViewer key={resource.url} resource={resource} onClose={onClose} /> : null}
    </Modal>
  );
}

/**
 * The file is shown from a local object URL, which also backs "open in new tab" and "download". Keyed by URL, so
 * each document starts in the loading state.
 */
function PdfViewer({ resource, onClose }: { resource: CourseResourceLink; onClose(): void }) {
  const pdf = useResourcePdf(resource.url);
  const objectUrl = useObjectUrl(pdf.data);
  const state: ViewerState = pdf.isError
    ? {
        kind: 'failed',
        message: pdf.error instanceof Error ? pdf.error.message : 'The PDF could not be loaded',
      }
    : objectUrl
      ? { kind: 'ready', url: objectUrl }
      : { kind: 'loading' };

  return (
    <>
      <div className="relative h-[70vh] overflow-hidden rounded-md border border-border bg-muted">
        {state.kind === 'loading' ? (
          <div className="flex h-full items-center justify-center gap-2 text-muted-foreground" role="status">
            <Spinner />
            <span>{COURSE_TEXTS.loadingPdf}</span>
          </div>
        ) : state.kind === 'failed' ? (
          <p role="alert" className="p-6 text-sm text-destructive">
            {state.message}
          </p>
        ) : (
          <iframe title={`${resource.title} viewer`} src={state.url} className="h-full w-full" />
        )}
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {state.kind === 'ready' ? (
          <>
            <a
              href={state.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outline' })}
            >
              Open in New Tab
            </a>
            <a
              href={state.url}
              download={fileNameOf(resource)}
              className={buttonVariants({ variant: 'outline' })}
            >
              Download
            </a>
          </>
        ) : null}
        <Button onClick={onClose}>Close</Button>
      </div>
    </>
  );
}
