export { handlers } from './handlers';
export {
  authServerError,
  downloadRecordFails,
  leadIntakeRefused,
  leadIntakeThrottled,
  leadIntakeUnavailable,
  samplePdfMissing,
} from './failures';
