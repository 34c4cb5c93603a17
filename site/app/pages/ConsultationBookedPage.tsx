import { ButtonLink, StatusCard } from '@cg/ui';

/** /simvouleftikisep: the static 'consultation booked' card. */
export function ConsultationBookedPage() {
  return (
    <StatusCard
      title="Συγχαρητήρια!"
      message={<p>Το ραντεβού συμβουλευτικής σας προγραμματίστηκε με επιτυχία. Σύντομα θα λάβετε email με όλες τις λεπτομέρειες.</p>}
      actions={<ButtonLink href="/">Επιστροφή στην αρχική</ButtonLink>}
    />
  );
}
