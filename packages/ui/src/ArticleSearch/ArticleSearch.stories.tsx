import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { articlesPage, articleSummaries } from '../stories-fixtures/content';
import { ArticleSearch, type ArticleSearchProps } from './ArticleSearch';

const categories = ['Αγορά Εργασίας', 'Εκπαίδευση'];

/** The search as a page drives it: it filters the titles below and reports the count. */
function Filtering(props: Partial<ArticleSearchProps>) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const shown = articleSummaries.filter(
    (article) => (!category || article.category === category) && article.title.toLowerCase().includes(query.toLowerCase()),
  );
  return (
    <>
      <ArticleSearch
        action="/articles"
        query={query}
        category={category}
        categories={categories}
        resultText={articlesPage.resultCount(shown.length)}
        labels={articlesPage.search}
        onQueryChange={setQuery}
        onCategoryChange={setCategory}
        {...props}
      />
      <ul aria-label="Αποτελέσματα">
        {shown.slice(0, 5).map((article) => (
          <li key={article.key}>{article.title}</li>
        ))}
      </ul>
    </>
  );
}

const meta = preview.meta({
  title: 'Patterns/ArticleSearch',
  component: ArticleSearch,
  args: { action: '/articles', query: '', category: '', categories, resultText: articlesPage.resultCount(27), labels: articlesPage.search },
});

/** Before hydration (no handlers): a plain GET form to /articles with q and category. */
export const BeforeHydration = meta.story({
  play: async ({ canvas }) => {
    const form = canvas.getByRole('search', { name: 'Αναζήτηση άρθρων' });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/articles');
    await expect(within(form).getByRole('searchbox', { name: 'Αναζήτηση' })).toHaveAttribute('name', 'q');
    await expect(within(form).getByRole('combobox', { name: 'Κατηγορία' })).toHaveAttribute('name', 'category');
  },
});

/** By keyboard: type, pick a category with the arrows; the count is a polite status. */
export const Filters = meta.story({
  render: () => <Filtering />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await userEvent.keyboard('μηχανογραφικό');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 άρθρο');
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.tab();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Κατηγορία' }), 'Αγορά Εργασίας');
    await expect(canvas.getByRole('combobox')).toHaveValue('Αγορά Εργασίας');
    await expect(canvas.getByRole('status')).toHaveTextContent(/άρθρα$/);
  },
});

/** Nothing matches: the count says so. */
export const NoResults = meta.story({
  args: { query: 'κβαντική φυσική', resultText: articlesPage.resultCount(0) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Κανένα άρθρο');
  },
});

export const Mobile = meta.story(atPhoneWidth);
