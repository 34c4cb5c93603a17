import { useEffect, useState } from 'react';
import { toastColours } from './ToastRegion.css';
import { connectToasts, startShowing } from './toastQueue';

type Sonner = typeof import('sonner');

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
    const stopShowing = startShowing(({ title, description, tone = 'info' }) => {
      const show = tone === 'error' ? sonner.toast.error : tone === 'success' ? sonner.toast.success : sonner.toast.info;
      show(title, { description });
    });
    return () => {
      stopShowing();
      // Sonner keeps toasts in module state and replays the live ones to the next region that mounts:
      // a region that leaves takes its toasts with it, or the next one would show them again.
      sonner.toast.dismiss();
    };
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
      // The design tokens' feedback colours, which meet 4.5:1 where Sonner's own miss it.
      className={toastColours}
    />
  );
}
