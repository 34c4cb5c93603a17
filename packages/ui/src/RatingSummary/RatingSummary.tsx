import { StarRating } from '../StarRating/StarRating';
import * as css from './RatingSummary.css';

export type RatingSummaryProps = {
  /** As displayed, e.g. '4.9/5'. */
  score: string;
  stars: number;
  /** e.g. 'από 250 κριτικές'. */
  detail: string;
  starsLabel: string;
};

/**
 * An overall rating in one line: the stars (read as their label), the score and what it is based on. For one
 * person's rating inside a quote use Testimonials, which shows StarRating per item.
 */
export function RatingSummary({ score, stars, detail, starsLabel }: RatingSummaryProps) {
  return (
    <p className={css.summary}>
      <StarRating value={stars} label={starsLabel} />
      <span className={css.score}>{score}</span>
      <span className={css.detail}>{detail}</span>
    </p>
  );
}
