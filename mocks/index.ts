export { handlers } from './handlers';
export { authServerError, downloadRecordFails, leadIntakeThrottled, leadIntakeUnavailable, samplePdfMissing } from './failures';
