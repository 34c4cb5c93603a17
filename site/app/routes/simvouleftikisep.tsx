import { ButtonLink, StatusCard } from '@cg/ui';
import type { Route } from './+types/simvouleftikisep';
import { routeMeta } from '../content/metadata';
import { buildMeta } from '../lib/meta';

export const meta: Route.MetaFunction = () => buildMeta(routeMeta['/simvouleftikisep']!);

export default function ConsultationBooked() {
  return (
    <StatusCard
      title="Συγχαρητήρια!"
      message={
        <p>
          Το ραντεβού συμβουλευτικής σας προγραμματίστηκε με επιτυχία. Σύντομα θα λάβετε email με όλες τις λεπτομέρειες.
        </p>
      }
      actions={<ButtonLink href="/">Επιστροφή στην αρχική</ButtonLink>}
    />
  );
}
