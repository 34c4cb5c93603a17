import { useEffect } from 'react';
import { Button, showToast } from '@cg/ui';
import { Inline } from '@cg/ui/layout';
import { adminTexts as text } from '@cg/content/adminTexts';
import * as css from './admin.css';

/** A back-office list that did not load: what failed, the backend's reason in a toast, and a way to try again. */
export function ListFailed({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  useEffect(() => {
    showToast({ title: text.toasts.error, description: message || text.toasts.fallback, tone: 'error' });
  }, [message]);
  return (
    <Inline role="alert" space="md" align="spaceBetween">
      <p className={css.muted}>{what}</p>
      <Button tone="secondary" onClick={onRetry}>
        {text.retry}
      </Button>
    </Inline>
  );
}
