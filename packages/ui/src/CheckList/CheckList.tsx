import { Icon } from '../Icon/Icon';
import { Tiles } from '../Tiles/Tiles';
import * as css from './CheckList.css';

/**
 * A list of what something includes, each line ticked.
 * Accessibility: a real list (announced with its count); the ticks are decorative icons, hidden from screen readers.
 */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <Tiles as="ul" columns={{ tablet: 2 }} gap="sm">
      {/* Staff write the items: two may read alike, so each is keyed by its place too. */}
      {items.map((item, index) => (
        <li key={`${index}:${item}`} className={css.item}>
          <Icon name="check" size={20} className={css.icon} />
          <span>{item}</span>
        </li>
      ))}
    </Tiles>
  );
}
