import { ButtonLink } from '../Button/ButtonLink';
import { Card } from '../Card/Card';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { visuallyHidden } from '../styles/utilities.css';
import * as css from './EpisodeList.css';
import { Heading } from '../Heading/Heading';

export type Episode = {
  id: number;
  title: string;
  description?: string;
  /** Machine-readable date (YYYY-MM-DD) and how the page shows it. */
  date: { iso: string; display: string };
  duration: string;
  videoUrl: string;
  reelUrl?: string;
};

export type EpisodeListProps = {
  episodes: readonly Episode[];
  labels: { episode: (id: number) => string; watch: string; reel: string; newTab: string };
  headingLevel?: 3 | 4;
};

/**
 * Podcast episodes, newest first: number, title, date, length, description and where to watch (new tab).
 * Accessibility: an ordered list, newest first (reversed, so the numbers still count up from the oldest), each episode under its heading, its date a `<time>`.
 */
export function EpisodeList({ episodes, labels, headingLevel = 3 }: EpisodeListProps) {
  return (
    <Stack as="ol" space="md" reversed>
      {episodes.map((episode) => (
        <Card as="li" padding="lg" space="xs" key={episode.id}>
          <Inline as="p" space="sm" className={css.meta}>
            <span>{labels.episode(episode.id)}</span>
            <time dateTime={episode.date.iso}>{episode.date.display}</time>
            <span>{episode.duration}</span>
          </Inline>
          <Heading level={headingLevel} className={css.title}>
            {episode.title}
          </Heading>
          {episode.description ? <p className={css.text}>{episode.description}</p> : null}
          <Inline space="sm">
            <WatchLink href={episode.videoUrl} tone="secondary" label={labels.watch} episode={episode.title} newTab={labels.newTab} />
            {episode.reelUrl ? (
              <WatchLink href={episode.reelUrl} tone="ghost" label={labels.reel} episode={episode.title} newTab={labels.newTab} />
            ) : null}
          </Inline>
        </Card>
      ))}
    </Stack>
  );
}

/** Where to watch an episode, in a new tab: a screen reader hears which episode, and that a tab opens. */
function WatchLink(props: { href: string; tone: 'secondary' | 'ghost'; label: string; episode: string; newTab: string }) {
  return (
    <ButtonLink href={props.href} tone={props.tone} newTab>
      {props.label}
      <span className={visuallyHidden}>
        : {props.episode} {props.newTab}
      </span>
    </ButtonLink>
  );
}
