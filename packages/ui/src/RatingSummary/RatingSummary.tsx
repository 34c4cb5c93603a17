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

export function RatingSummary({ score, stars, detail, starsLabel }: RatingSummaryProps) {
  return (
    <p className={css.summary}>
      <StarRating value={stars} label={starsLabel} />
      <span className={css.score}>{score}</span>
      <span className={css.detail}>{detail}</span>
    </p>
  );
}
