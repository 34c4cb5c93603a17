/** The event the consent store dispatches on the window when this page's visitor answers (consentStore.ts). */
export const consentChangeEvent = 'ad-consent-change';
