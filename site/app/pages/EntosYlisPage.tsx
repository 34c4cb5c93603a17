import { ButtonLink, EpisodeList, PlatformLinks, Section } from '@cg/ui';
import { podcast, podcastEpisodes } from '@cg/content/podcast';
import { formatDateEl } from '../lib/dates';
import * as css from './pageLayout.css';

const newTab = '(ανοίγει σε νέα καρτέλα)';

/** /entos-ylis: the weekly video podcast, where to listen, and all nine episodes. */
export function EntosYlisPage() {
  return (
    <>
      <Section tone="subtle">
        <div className={css.intro}>
          <h1 className={css.title}>{podcast.title}</h1>
          <p className={css.lead}>
            {podcast.tagline} Σε συνεργασία με το {podcast.partner.name}, κάθε εβδομάδα.
          </p>
        </div>
        <PlatformLinks platforms={podcast.platforms} newTabLabel={newTab} />
      </Section>
      <Section title="Όλα τα επεισόδια">
        <div className={css.stack}>
          <EpisodeList
            episodes={podcastEpisodes.map((episode) => ({
              ...episode,
              date: { iso: episode.date, display: formatDateEl(episode.date) },
              videoUrl: episode.youtubeUrl,
              reelUrl: episode.instagramReel,
            }))}
            labels={{ episode: (id) => `Επεισόδιο ${id}`, watch: 'Δείτε το επεισόδιο', reel: 'Reel', newTab }}
          />
          <div className={css.actions}>
            <ButtonLink href={podcast.allEpisodesUrl}>Όλα τα επεισόδια στο {podcast.partner.name}</ButtonLink>
            <ButtonLink href="/" tone="secondary">
              Επιστροφή στην αρχική
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
