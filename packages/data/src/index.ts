export { fieldLimits } from './limits';
export { honeypotField, leadFieldLabels, messages, submitFailure } from './messages';
export {
  checkLeadInput,
  foreisSchema,
  leadSchemas,
  mechanographicSchema,
  sampleDownloadSchema,
  seminarSchema,
  studentsSchema,
  universitySchema,
  type FieldIssue,
  type ForeisValues,
  type SampleDownloadValues,
  type StudentsValues,
} from './schemas';
export { slugifyEl, slugRules, transliterateEl } from './slugifyEl';
export { leadSources, splitResponsibleName, toLeadRow, type LeadForm, type LeadRow, type LeadSource } from './leadRow';
export { isTransient, submitLead, type InsertLead, type InsertResult, type SubmitResult } from './submitLead';
export { Constants, type Database } from './database.types';
export { createAppClient, insertLeadWith, type AppClient, type AppClientConfig } from './client';
export { functionUrl, localBackend } from './backend';
export { isSampleProduct, requestSampleDownload, samplePdfName, sampleProducts, type SampleDownloadResult, type SampleProduct } from './sampleDownload';
export { conversionSources, sendLeadConversion, type ConversionForm, type ConversionPerson } from './conversion';
export {
  AdminReadError,
  articleCategoryLabels,
  checkIsAdmin,
  readArticles,
  readIsAdmin,
  signInFailureMessage,
  writeFailureMessage,
  createArticle,
  deleteArticle,
  listArticles,
  setArticleFeatured,
  setArticleStatus,
  signIn,
  signOut,
  thumbnailPath,
  type AdminResult,
  type Article,
  type ArticleCategory,
  type ArticleStatus,
  type NewArticle,
} from './articles';
export {
  ArticleReadError,
  fetchPublishedArticle,
  fetchPublishedArticles,
  isArticleSlug,
  type BackendAddress,
  type PublishedArticle,
  type PublishedArticleSummary,
} from './publishedArticles';
