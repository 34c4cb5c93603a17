import { createElement, type ComponentType } from 'react';
import { articlePreview } from '@cg/data/contentPreview';
import type { PreviewedArticle } from './previewArticle';

/** The site's page component for each page a document is previewed on (@cg/data/contentPreview's previewPages). */
export const previewPageComponents: Readonly<Record<string, () => Promise<ComponentType>>> = {
  '/': () => import('../app/pages/HomePage').then((module) => module.HomePage),
  '/about': () => import('../app/pages/AboutPage').then((module) => module.AboutPage),
  '/privacy': () => import('../app/pages/PrivacyPage').then((module) => module.PrivacyPage),
  // Its topic tiles come from the route's loader at build time; here, from the same module.
  '/articles': () =>
    Promise.all([import('../app/pages/ArticlesPage'), import('@cg/content/articleTopics')]).then(
      ([page, topics]) =>
        () =>
          createElement(page.ArticlesPage, { topics: topics.articleTopics }),
    ),
  '/entos-ylis': () => import('../app/pages/EntosYlisPage').then((module) => module.EntosYlisPage),
  '/seminaria': () => import('../app/pages/SeminariaPage').then((module) => module.SeminariaPage),
  '/tests': () => import('../app/pages/TestsPage').then((module) => module.TestsPage),
  '/students': () => import('../app/pages/StudentsPage').then((module) => module.StudentsPage),
  '/university-students': () => import('../app/pages/UniversityStudentsPage').then((module) => module.UniversityStudentsPage),
  '/foreis': () => import('../app/pages/ForeisPage').then((module) => module.ForeisPage),
  '/mixanografika': () => import('../app/pages/MixanografikaPage').then((module) => module.MixanografikaPage),
  // The article editor's draft (previewArticle.ts), its Markdown rendered as the build renders it.
  '/articles/:slug': () =>
    Promise.all([
      import('../app/pages/ArticlePage'),
      import('@cg/ui/markdown'),
      import('./previewArticle'),
      import('./previewDocuments'),
    ]).then(([page, markdown, previewed, documents]) => () => {
      const article = previewed.asPublished(documents.previewDocument(articlePreview.key) as PreviewedArticle);
      return createElement(page.ArticlePage, { article, html: article.content ? markdown.renderMarkdown(article.content) : null });
    }),
  // Its events come from the backend in the browser, as on the page before a rebuild.
  '/imerides': () => import('../app/pages/ImeridesPage').then((module) => module.ImeridesPage),
};
