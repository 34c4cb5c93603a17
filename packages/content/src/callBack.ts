/**
 * The promise every thank-you page makes and the visitor's confirmation e-mail repeats: a call within 24 hours. The
 * company's own e-mail and the morning digest count the same hours. Reached by the Edge Functions too (no imports).
 */
export const callBackHours = 24;

export const callBackPromise = `Ένας σύμβουλός μας θα επικοινωνήσει μαζί σας μέσα σε ${callBackHours} ώρες`;
