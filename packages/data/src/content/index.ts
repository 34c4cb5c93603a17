export { contentKinds, contentFieldLabels, type ContentKind } from './kinds.ts';
export { companySchema, type CompanyFacts } from './company.ts';
export {
  contentMessages,
  contentWriteFailure,
  publishContent,
  readContentDocuments,
  readContentVersions,
  restoreContentVersion,
  saveContentDraft,
  type ContentDocument,
  type ContentVersion,
  type ContentWriteFailure,
} from './documents.ts';
export {
  describeChanges,
  documentFieldGroups,
  documentFromTexts,
  documentIssues,
  documentTexts,
  type DocumentField,
  type DocumentFieldGroup,
} from './documentFields.ts';
