import { sendSubmission } from '@cg/data/intake';
import { submitFailure } from '@cg/data/forms';
import { leadIntakeUrl } from '../lib/backend';
import { forgetSubmission, markRefused, renameSubmission, submissionsToSend, type KeptSubmission } from './outbox';

export type SendOutcome = { sent: KeptSubmission[]; refused: KeptSubmission[] };

/**
 * Sends what the device keeps, oldest first, each as it was made (its submission id too), and erases each the intake
 * has taken. One tab at a time: under a Web Lock, where the browser has them, a second tab waits and then finds the
 * list empty; without one, the submission id still makes a second send a duplicate the database answers and ignores.
 * An id the intake says is another lead's (409) is this lead's no longer: it goes once more under a new one. A lead
 * refused for good is kept, marked with the intake's reason (outbox.ts). Stops at the first that cannot reach the
 * intake (still offline) or is throttled; answers what went and what was refused.
 */
export async function sendKept(send: typeof fetch = (...args) => fetch(...args)): Promise<SendOutcome> {
  const run = async () => {
    const outcome: SendOutcome = { sent: [], refused: [] };
    for (const kept of submissionsToSend()) {
      let entry = kept;
      let result = await sendSubmission(leadIntakeUrl, new URLSearchParams(entry.body), { attempts: 1, fetch: send });
      if (!result.ok && result.reason === 'conflict') {
        entry = renameSubmission(entry.submissionId, crypto.randomUUID()) ?? entry;
        result = await sendSubmission(leadIntakeUrl, new URLSearchParams(entry.body), { attempts: 1, fetch: send });
      }
      if (result.ok) {
        forgetSubmission(entry.submissionId);
        outcome.sent.push(entry);
      } else if (result.reason === 'invalid' || result.reason === 'conflict' || (result.reason === 'failed' && !result.later)) {
        // Refused for good (the event closed, a rule changed since it was made): resending would be refused again.
        const message = result.reason === 'invalid' ? result.issues.map((issue) => issue.message).join(' ') : submitFailure.description;
        markRefused(entry.submissionId, message);
        outcome.refused.push({ ...entry, refused: { message, told: false, restored: false } });
      } else break;
    }
    return outcome;
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(outboxLock, run) : run();
}

const outboxLock = 'lead-outbox';
