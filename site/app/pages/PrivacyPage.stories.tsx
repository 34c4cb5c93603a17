import preview from '../../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { consentTexts } from '@cg/content/consent';
import { privacyNotice } from '@cg/content/privacy';
import { consentStorageKey } from '../consent/adConsent';
import { PrivacyPage } from './PrivacyPage';
import { atRoute } from './pageStory';
import { noticeVersion } from '@cg/content/noticeVersion';
import { outboxTexts } from '@cg/content/outbox';
import { forgetAll, keepSubmission, keptSubmissions } from '../outbox/outbox';

const meta = preview.meta({
  title: 'Pages/Privacy',
  component: PrivacyPage,
  parameters: { layout: 'fullscreen' },
  decorators: [atRoute('/privacy')],
  tags: ['!autodocs'],
  beforeEach: () => {
    localStorage.removeItem(consentStorageKey);
  },
});

/** /privacy: the notice, section by section, its version and date, and the privacy settings. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: privacyNotice.title })).toBeVisible();
    await expect(canvas.getByText(`Έκδοση ${noticeVersion},`, { exact: false })).toBeVisible();
    for (const section of privacyNotice.sections)
      await expect(canvas.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    await expect(canvas.getByText(/Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα, Λεωφόρος Κηφισίας 1-3/)).toBeVisible();
    await expect(canvas.getByText('24 μήνες από την τελευταία αλλαγή της κατάστασής τους· μετά διαγράφονται αυτόματα.')).toBeVisible();
  },
});

/** The settings change the answer this device keeps, and say so politely. */
export const ChangingTheAnswer = meta.story({
  play: async ({ canvas }) => {
    const settings = canvas.getByRole('region', { name: consentTexts.sectionHeading });
    await expect(settings).toHaveTextContent(consentTexts.none);
    await userEvent.click(canvas.getByRole('button', { name: consentTexts.accept }));
    await expect(settings).toHaveTextContent(consentTexts.granted);
    await expect(canvas.getByRole('status')).toHaveTextContent(consentTexts.saved);
    await expect(JSON.parse(localStorage.getItem(consentStorageKey) ?? '{}')).toMatchObject({ choice: 'granted', noticeVersion });
    await userEvent.click(canvas.getByRole('button', { name: consentTexts.reject }));
    await expect(settings).toHaveTextContent(consentTexts.denied);
  },
});

/** A lead waits on this device (the intake was unreachable): the settings say so and erase it, unsent. */
export const ErasingAKeptLead = meta.story({
  beforeEach: () => {
    keepSubmission({ submissionId: 'story-kept', form: 'students', body: 'form=students', visitor: null });
    return () => forgetAll();
  },
  play: async ({ canvas }) => {
    const part = await canvas.findByRole('region', { name: outboxTexts.settings.heading });
    await expect(part).toHaveTextContent(outboxTexts.settings.count(1));
    await userEvent.click(canvas.getByRole('button', { name: outboxTexts.settings.erase }));
    await expect(canvas.getByText(outboxTexts.settings.erased)).toHaveFocus();
    await expect(keptSubmissions()).toEqual([]);
  },
});
