import { Icon } from '../Icon/Icon';
import * as css from './StarRating.css';

export type StarRatingProps = {
  /** Whole stars, 1 to max. */
  value: number;
  max?: number;
  /** What a screen reader says instead of the stars, e.g. 'Βαθμολογία 5 από 5'. */
  label: string;
  size?: number;
};

/**
 * A rating as whole stars, read by screen readers as its `label` (one image, not five). Use inside RatingSummary or a
 * testimonial; never as an input (it cannot be changed).
 */
export function StarRating({ value, max = 5, label, size = 18 }: StarRatingProps) {
  const filled = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <span role="img" aria-label={label} className={css.stars}>
      {Array.from({ length: max }, (_, index) => (
        <Icon key={index} name="star" size={size} className={index < filled ? undefined : css.empty} />
      ))}
    </span>
  );
}
