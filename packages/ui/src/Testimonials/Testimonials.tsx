import { StarRating } from '../StarRating/StarRating';
import { Tiles } from '../Tiles/Tiles';
import * as css from './Testimonials.css';

export type Testimonial = { name: string; role: string; content: string; rating: number };

export type TestimonialsProps = {
  items: readonly Testimonial[];
  /** Builds the stars' accessible label, e.g. (5, 5) => 'Βαθμολογία 5 από 5'. */
  ratingLabel: (rating: number, max: number) => string;
};

/**
 * Quotes from people who used the service, each with its stars, name and role, in a grid of up to three. For an
 * overall score use RatingSummary; for video interviews use VideoCards.
 * Accessibility: a list of quotes, each a `<figure>` with its `<blockquote>` and a caption that names the person; the stars are read as one label («Βαθμολογία 5 από 5»).
 */
export function Testimonials({ items, ratingLabel }: TestimonialsProps) {
  return (
    <Tiles as="ul" columns={{ desktop: 3 }}>
      {items.map((item) => (
        <li key={item.name}>
          <figure className={css.card}>
            <StarRating value={item.rating} label={ratingLabel(item.rating, 5)} />
            <blockquote className={css.quote}>
              <p>{item.content}</p>
            </blockquote>
            <figcaption>
              <cite className={css.name}>{item.name}</cite>
              <span className={css.role}>{item.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </Tiles>
  );
}
