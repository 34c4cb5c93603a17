/** What a page needs for its forms without any client code: schemas, messages, limits. */
export { checkLeadInput, checkSampleDownload, leadSchemas, studentsSchema, universitySchema, mechanographicSchema, seminarSchema, foreisSchema, sampleDownloadSchema } from './schemas';
export type { FieldIssue, ForeisValues, SampleDownloadValues, StudentsValues } from './schemas';
export { honeypotField, leadFieldLabels, messages, submitFailure } from './messages';
export { fieldLimits } from './limits';
export { leadSources, splitResponsibleName, type LeadForm } from './leadRow';
export { conversionSources, type ConversionForm } from './conversion';
export { isSampleProduct, samplePdfName, sampleProducts, type SampleProduct } from './sampleDownload';
