import { VideoEmbed } from '@cg/ui';
import { videoPoster } from '@cg/content/media';
import { videoPageUrl, videoPlayerUrl, type CompanyVideo } from '@cg/content/video';

export type CompanyVideoEmbedProps = { video: CompanyVideo; poster: number };

/** One of the company's videos behind a facade with one of the project's posters (1 to 3). */
export function CompanyVideoEmbed({ video, poster }: CompanyVideoEmbedProps) {
  return (
    <VideoEmbed
      src={videoPlayerUrl(video)}
      href={videoPageUrl(video)}
      title={video.title}
      playLabel={`Αναπαραγωγή βίντεο: ${video.title}`}
      poster={videoPoster(poster)}
    />
  );
}
