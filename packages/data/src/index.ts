export { fieldLimits } from './limits';
export { messages } from './messages';
export {
  foreisSchema,
  mechanographicSchema,
  sampleDownloadSchema,
  seminarSchema,
  studentsSchema,
  universitySchema,
  type ForeisValues,
  type SampleDownloadValues,
  type StudentsValues,
} from './schemas';
export { slugifyEl, slugRules, transliterateEl } from './slugifyEl';
export { leadSources, splitResponsibleName, toLeadRow, type LeadForm, type LeadRow, type LeadSource } from './leadRow';
export { isTransient, submitLead, type InsertLead, type InsertResult, type SubmitResult } from './submitLead';
export { Constants, type Database } from './database.types';
export { createAppClient, insertLeadWith, localBackend, type AppClient, type AppClientConfig } from './client';
export { requestSampleDownload, sampleProducts, type SampleDownloadResult, type SampleProduct } from './sampleDownload';
export { conversionSources, sendLeadConversion, type ConversionForm, type ConversionPerson } from './conversion';
export {
  articleCategoryLabels,
  checkIsAdmin,
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
