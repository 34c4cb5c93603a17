import type { LeadFormKey } from '@cg/data/forms';
import { hasTypedDraft } from '../forms/leadDraft';
import { hasRefused } from '../outbox/outboxKey';
import { defineIsland } from './defineIsland';
import type eventRegistration from './eventRegistration.island';
import type leadForm from './leadForm.island';
import { startIsland } from './startIsland';

/**
 * Without React, once the page is idle: when this tab keeps a draft of the page's lead form (a reload, a failed
 * submission, a visit back), or the device keeps a lead of it the intake refused (to correct and send), the form starts
 * at once to show it again; otherwise only when the visitor turns to it.
 */
export default defineIsland({
  name: 'leadDraft',
  enhance: (_root, { form, island = 'leadForm' }: { form: LeadFormKey; island?: 'leadForm' | 'eventRegistration' }) => {
    if (!hasTypedDraft(form) && !hasRefused(form)) return;
    if (island === 'eventRegistration') startIsland<typeof eventRegistration>(island);
    else startIsland<typeof leadForm>(island);
  },
  when: 'idle',
});
