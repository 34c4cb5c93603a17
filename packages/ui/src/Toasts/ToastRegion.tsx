import { useEffect, useState, type CSSProperties } from 'react';
import { vars } from '../tokens/theme.css';
import { connectToasts, startShowing } from './toastQueue';

type Sonner = typeof import('sonner');

const toastColours = {
  '--error-bg': vars.color.feedback.dangerSurface,
  '--error-text': vars.color.feedback.danger,
  '--error-border': vars.color.feedback.danger,
  '--success-bg': vars.color.feedback.successSurface,
  '--success-text': vars.color.feedback.success,
  '--success-border': vars.color.feedback.success,
  '--info-bg': vars.color.feedback.infoSurface,
  '--info-text': vars.color.feedback.info,
  '--info-border': vars.color.feedback.info,
} as CSSProperties;

/**
 * Where toasts appear: bottom-right, in the system's colour scheme, in a live region screen readers
 * announce. Sonner loads with the first toast, so pages that never show one never download it.
 */
export function ToastRegion({ label = 'Ειδοποιήσεις' }: { label?: string }) {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => connectToasts(() => void import('sonner').then(setSonner)), []);

  // The Toaster (a child) subscribes in its own effect, which runs before this one: no toast is missed.
  useEffect(() => {
    if (!sonner) return;
    return startShowing(({ title, description, tone = 'info' }) => {
      const show = tone === 'error' ? sonner.toast.error : tone === 'success' ? sonner.toast.success : sonner.toast.info;
      show(title, { description });
    });
  }, [sonner]);

  if (!sonner) return null;
  return (
    <sonner.Toaster
      position="bottom-right"
      theme="system"
      richColors
      closeButton
      containerAriaLabel={label}
      toastOptions={{ duration: 8000 }}
      // Sonner's own error and success colours miss 4.5:1; the design tokens' feedback colours meet it.
      style={toastColours}
    />
  );
}
