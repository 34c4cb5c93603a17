import { useId, type FormEvent } from 'react';
import { button } from '../Button/Button.css';
import * as formCss from '../Form/Form.css';
import { LabelledControl } from '../Form/LabelledControl';
import * as css from './ArticleSearch.css';

export type ArticleSearchProps = {
  /** Where the plain form goes before hydration or without JavaScript (a GET with q and category). */
  action: string;
  query: string;
  /** '' for every category. */
  category: string;
  categories: readonly string[];
  /** The count, read politely by screen readers when it changes. */
  resultText: string;
  labels: { form: string; search: string; placeholder: string; category: string; allCategories: string; submit: string };
  /**
   * Filtering as you type. Without JavaScript, and before hydration, the form is a plain GET; what was
   * typed or chosen before hydration reaches these handlers once the page runs.
   */
  onQueryChange?: (query: string) => void;
  onCategoryChange?: (category: string) => void;
};

/**
 * Search box and category select that filter a list as you type; the count is announced.
 * Accessibility: a search landmark with its name; the words and the category are labelled controls, applied on submit (Enter), and the form works as a plain GET without JavaScript.
 */
export function ArticleSearch({
  action,
  query,
  category,
  categories,
  resultText,
  labels,
  onQueryChange,
  onCategoryChange,
}: ArticleSearchProps) {
  const id = useId();
  const live = Boolean(onQueryChange);

  // Filtering is already live: submitting (Enter) only keeps the page where it is.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (live) event.preventDefault();
  };
  return (
    <div>
      <form role="search" aria-label={labels.form} className={css.form} method="get" action={action} onSubmit={submit}>
        <LabelledControl id={`${id}-q`} label={labels.search}>
          <input
            id={`${id}-q`}
            className={formCss.input}
            type="search"
            name="q"
            placeholder={labels.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            {...(live ? { value: query, onChange: (event) => onQueryChange?.(event.target.value) } : { defaultValue: query })}
          />
        </LabelledControl>
        <LabelledControl id={`${id}-category`} label={labels.category}>
          <select
            id={`${id}-category`}
            className={formCss.input}
            name="category"
            {...(live ? { value: category, onChange: (event) => onCategoryChange?.(event.target.value) } : { defaultValue: category })}
          >
            <option value="">{labels.allCategories}</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </LabelledControl>
        <button type="submit" className={button({ tone: 'secondary' })}>
          {labels.submit}
        </button>
      </form>
      <p className={css.status} role="status">
        {resultText}
      </p>
    </div>
  );
}
