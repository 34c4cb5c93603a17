import { useQuery } from '@tanstack/react-query';
import { describeEventChanges, readEventVersions, type AppClient, type EventVersion, type ListedAdminEvent } from '@cg/data';
import { adminEventTexts as text } from '@cg/content/adminEventTexts';
import { adminKeys } from '../adminQueries';
import { SavedVersions } from '../SavedVersions';

const { labels, options } = text.form;
/** The form's own words for each versioned field and each audience. */
const words = {
  labels: {
    title: labels.title,
    audience: labels.audience,
    description: labels.description,
    address: labels.address,
    city: labels.city,
    online_url: labels.onlineUrl,
  },
  audiences: Object.fromEntries(options.audience.map(({ value, label }) => [value, label])) as Record<EventVersion['audience'], string>,
};
const describe = (before: EventVersion, after: EventVersion) => describeEventChanges(before, after, words);

/** The event's versions below its form: what each save changed in its words and place, and a way back to any earlier one. */
export function EventVersions({
  client,
  event,
  onRestore,
}: {
  client: AppClient;
  event: ListedAdminEvent;
  onRestore: (number: number) => void;
}) {
  const versions = useQuery({ queryKey: adminKeys.eventVersions(event.id), queryFn: () => readEventVersions(client, event.id) });
  return <SavedVersions query={versions} texts={text.versions} describe={describe} onRestore={onRestore} />;
}
