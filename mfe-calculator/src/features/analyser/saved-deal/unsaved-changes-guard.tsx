import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Modal } from '@pac/ui';
import { UNSAVED_CHANGES_TEXTS } from '../../../texts.js';

interface UnsavedChangesGuardProps {
  /** Edits not yet saved. */
  dirty: boolean;
  /** Saves the edits; true once saved (false: the form shows why not, and the user stays). */
  save: () => Promise<boolean>;
}

/** A same-site link the router would follow (a new tab, a download or another site is no loss). */
function followedLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A link to a part of this page (#results) leaves nothing.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

/**
 * Leaving a saved deal with unsaved edits asks first: a link inside the site opens Save / Discard / Stay, and
 * closing or reloading the tab gets the browser's own "leave site?" prompt. The site's router is not a data router
 * (see @pac/router), so links are caught in the capture phase, before the router's own click handler.
 */
export function UnsavedChangesGuard({ dirty, save }: UnsavedChangesGuardProps) {
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const allowed = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      if (allowed.current) return;
      const url = followedLink(event);
      if (!url) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(`${url.pathname}${url.search}${url.hash}`);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);

  const leave = (to: string) => {
    allowed.current = true;
    setLeavingTo(null);
    navigate(to);
  };

  const saveAndLeave = async (to: string) => {
    setSaving(true);
    const saved = await save().finally(() => setSaving(false));
    if (saved) leave(to);
    else setLeavingTo(null);
  };

  return (
    <Modal
      open={leavingTo !== null}
      onClose={() => setLeavingTo(null)}
      title={UNSAVED_CHANGES_TEXTS.title}
      description={UNSAVED_CHANGES_TEXTS.description}
    >
      {leavingTo !== null ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setLeavingTo(null)}>
            {UNSAVED_CHANGES_TEXTS.stay}
          </Button>
          <Button variant="outline" onClick={() => leave(leavingTo)}>
            {UNSAVED_CHANGES_TEXTS.discard}
          </Button>
          <Button onClick={() => void saveAndLeave(leavingTo)} disabled={saving} aria-busy={saving}>
            {UNSAVED_CHANGES_TEXTS.save}
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
