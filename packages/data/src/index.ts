export * from './forms.ts';
export { articleSearchText, leadSearchText, searchKey } from './searchKey.ts';
export { leadSubmission, requestSample, submitLead, type IntakeAnswer, type SampleRequestResult, type SubmitResult } from './intake.ts';
export { toLeadRow, type LeadRow } from './leadRow.ts';
export { slugifyEl, slugRules, transliterateEl } from './slugifyEl';
export { articleLimits, articleMessages, articleSchema, signInSchema, type SignInValues } from './adminSchemas.ts';
export { Constants, type Database } from './database.types';
export { createAppClient, type AppClient, type AppClientConfig } from './client';
export { functionUrl, localBackend } from './backend';
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
  updateArticle,
  articleGoneMessage,
  articleImageMessages,
  articleImageProblem,
  articleImageRules,
  type ArticleChanges,
  type AdminResult,
  type Article,
  type ArticleCategory,
  type ArticleStatus,
  type NewArticle,
} from './articles';
export {
  describeArticleChanges,
  readArticleVersions,
  restoreArticleVersion,
  type ArticleVersion,
} from './articleVersions';
export {
  describeEventChanges,
  readEventVersions,
  restoreEventVersion,
  type EventVersion,
  type EventVersionWords,
} from './eventVersions';
export { articleScheduleMessages, scheduleArticle } from './articleSchedule';
export {
  ArticleReadError,
  fetchPublishedArticle,
  fetchPublishedArticles,
  isArticleSlug,
  type BackendAddress,
  type PublishedArticle,
  type PublishedArticleSummary,
} from './publishedArticles';
export {
  callbackHours,
  countOverdue,
  deleteLead,
  inboxPageSize,
  isOverdue,
  leadStatuses,
  leadStatusLabels,
  readAllLeads,
  readDownloads,
  readLead,
  readLeads,
  saveLeadNote,
  searchMaxLength,
  setLeadStatus,
  type InboxFilters,
  type InboxLead,
  type LeadStatus,
  type SampleDownload,
} from './leads';
export { readSiteBuildStatus, requestSiteRebuild, type SiteBuild, type SiteBuildStatus, type SiteRebuildResult } from './siteRebuild';
export {
  erasePerson,
  findPerson,
  personExport,
  personQuery,
  personQueryMessages,
  readPrivacyLog,
  type PersonQuery,
  type PersonRecords,
  type PersonRequest,
  type RetentionRun,
} from './personRequests';
export { csvByteOrderMark, csvCell, leadsCsv } from './leadsCsv';
export { readPersonHistory, type PersonHistory } from './personHistory';
export { readLeadReports, type LeadReports, type ReportsQuery, type WeeklyCount } from './reports';
export {
  perHundred,
  rateVital,
  readTrafficReports,
  vitalThresholds,
  type DeviceClass,
  type TrafficReports,
  type VitalMetric,
  type VitalRating,
} from './trafficReports';
export { arrivalFilterValues, arrivalLabels, arrivalOf, attributionLabels } from './leadArrival';
export {
  forgetPushSubscription,
  pushMessages,
  readPushKey,
  savePushSubscription,
  sendTestPush,
  type DeviceSubscription,
} from './pushDevices';
export {
  blankEvent,
  cancelEvent,
  createEvent,
  deleteEvent,
  duplicateEvent,
  eventLimits,
  eventListSizes,
  eventMessages,
  eventRow,
  eventSchema,
  eventValuesOf,
  readAdminEvents,
  setEventPublished,
  updateEvent,
  type AdminEvent,
  type EventIssue,
  type EventValues,
  type ListedAdminEvent,
} from './adminEvents';
export { requestEventNotices, type EventNoticesResult } from './eventNotices';
export {
  eventRegistrationsCsv,
  pupilClassLabel,
  readEventRegistrations,
  registrationPageSizes,
  registrationStateLabels,
  setAttended,
  type EventRegistration,
} from './eventRegistrations';
