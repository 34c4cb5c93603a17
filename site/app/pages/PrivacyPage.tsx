import { ButtonLink, StatusCard } from '@cg/ui';
import { privacyNotice } from '@cg/content/navigation';

/**
 * /privacy: the privacy link's notice as a page, for taps before hydration and readers without
 * JavaScript (once hydrated, the link shows the notice as an alert instead of navigating).
 */
export function PrivacyPage() {
  return (
    <StatusCard
      title="Προσωπικά δεδομένα"
      message={<p>{privacyNotice}</p>}
      actions={<ButtonLink href="/">Επιστροφή στην αρχική</ButtonLink>}
    />
  );
}
