export { compilePattern, fillCaptures, type Captures, type CompiledPattern } from './rulePattern.ts';
export {
  formatRedirects,
  parseRedirects,
  redirectLimits,
  type ParsedRedirect,
  type RedirectRule,
  type RedirectStatus,
} from './redirectsFile.ts';
export { applyHeaderRules, formatHeaders, headerLimits, parseHeaders, type HeaderRule, type ParsedHeaderRule } from './headersFile.ts';
export { resolveRequest, safePath, type Answer, type FileExists, type Found, type HostRules } from './resolve.ts';
