/** What a page needs for its forms without any client code: the registry, schemas, messages, limits, the intake's client. */
export { checkInput, checkSampleDownload, leadFormSchemas, sampleDownloadSchema } from './schemas.ts';
export type { FieldIssue, ForeisValues, PersonValues, SampleDownloadValues } from './schemas.ts';
export { honeypotField, leadFieldLabels, messages, submitFailure } from './messages.ts';
export { fieldLimits, phonePattern } from './limits.ts';
export {
  isLeadFormKey,
  leadColumnLabels,
  leadFormKeys,
  leadFormOfSource,
  leadFormOfThankYou,
  leadForms,
  type LeadColumn,
  type LeadForm,
  type LeadFormKey,
  type LeadInput,
  type LeadSource,
  type ThankYouQueryKeys,
} from './leadForms.ts';
export { splitResponsibleName, type LeadValues } from './leadRow.ts';
export { isSampleProduct, samplePdfName, samplePdfUrl, sampleProducts, type SampleProduct } from './sampleDownload.ts';
