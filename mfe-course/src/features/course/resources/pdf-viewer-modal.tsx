import { useEffect, useState } from 'react';
import { COURSE_MESSAGES, type CourseResourceLink } from '@pac/contracts';
import { apiFetch } from '@pac/session';
import { Button, Modal, Spinner, buttonVariants } from '@pac/ui';

type ViewerState = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'failed'; message: string };

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
 * The file is fetched with the visitor's session (the workbook needs one) and shown from a local object URL, which
 * also backs "open in new tab" and "download". Keyed by URL, so each document starts in the loading state.
 */
function PdfViewer({ resource, onClose }: { resource: CourseResourceLink; onClose(): void }) {
  const [state, setState] = useState<ViewerState>({ kind: 'loading' });

  useEffect(() => {
    let objectUrl: string | undefined;
    let cancelled = false;
    apiFetch(resource.url)
      .then(async (response) => {
        if (!response.ok) {
          const body = (await response.json().catch(() => ({}))) as { error?: unknown };
          throw new Error(
            typeof body.error === 'string' ? body.error : `HTTP error! status: ${response.status}`,
          );
        }
        const blob = await response.blob();
        objectUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        if (!cancelled) setState({ kind: 'ready', url: objectUrl });
      })
      .catch((error: unknown) => {
        if (!cancelled) {
          setState({
            kind: 'failed',
            message: error instanceof Error ? error.message : 'The PDF could not be loaded',
          });
        }
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [resource.url]);

  return (
    <>
      <div className="relative h-[70vh] overflow-hidden rounded-md border border-border bg-muted">
        {state.kind === 'loading' ? (
          <div className="flex h-full items-center justify-center gap-2 text-muted-foreground" role="status">
            <Spinner />
            <span>{COURSE_MESSAGES.loadingPdf}</span>
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
