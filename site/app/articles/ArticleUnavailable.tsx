import { buttonStyles, StatusCard } from '@cg/ui';
import { reloadButton } from './newerArticleParts';

/**
 * The backend could not be reached for an article: a Greek message and a way to try again. Where React renders it
 * the button reloads on its own; on the shell of an article newer than the build, its island gives it the same click.
 */
export function ArticleUnavailable() {
  return (
    <StatusCard
      title="Το άρθρο δεν φορτώθηκε"
      message={<p>Δεν ήταν δυνατή η σύνδεση. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.</p>}
      actions={
        <button
          type="button"
          className={buttonStyles({ tone: 'secondary' })}
          onClick={() => window.location.reload()}
          {...{ [reloadButton]: '' }}
        >
          Δοκιμάστε ξανά
        </button>
      }
    />
  );
}
