import { sendSubmission } from '@cg/data/intake';
import { leadIntakeUrl } from '../lib/backend';
import { forgetSubmission, keptSubmissions, type KeptSubmission } from './outbox';

/**
 * Sends what the device keeps, oldest first, each as it was made (its submission id too), and erases each the intake
 * has taken. One tab at a time: under a Web Lock, where the browser has them, a second tab waits and then finds the
 * list empty; without one, the submission id still makes a second send a duplicate the database answers and ignores.
 * Stops at the first that cannot reach the intake (still offline) or is throttled; answers what went.
 */
export async function sendKept(send: typeof fetch = (...args) => fetch(...args)): Promise<KeptSubmission[]> {
  const run = async () => {
    const sent: KeptSubmission[] = [];
    for (const entry of keptSubmissions()) {
      const result = await sendSubmission(leadIntakeUrl, new URLSearchParams(entry.body), { attempts: 1, fetch: send });
      if (result.ok) {
        forgetSubmission(entry.submissionId);
        sent.push(entry);
      } else if (result.reason === 'invalid' || (result.reason === 'failed' && !result.later)) {
        // Refused for good (the rules changed since it was made): resending would be refused again.
        forgetSubmission(entry.submissionId);
        console.error('Μια αίτηση σε αναμονή δεν έγινε δεκτή και διαγράφηκε από τη συσκευή.');
      } else break;
    }
    return sent;
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(outboxLock, run) : run();
}

const outboxLock = 'lead-outbox';
