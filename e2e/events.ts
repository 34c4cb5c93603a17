import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { e2eBackend } from './backend';

/** A registration sent to the intake as the registration form posts it without JavaScript, for a JSON answer. */
export async function registerByIntake(event: string, email: string, phone: string) {
  const answer = await fetch(`${e2eBackend.url}/functions/v1/lead-intake`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      form: 'imerides',
      event,
      firstName: 'Νίκος',
      lastName: 'Δήμου',
      email,
      phone,
      people: '1',
      pupilClass: '',
    }),
  });
  expect(answer.status).toBe(200);
}

/** The first event of a calendar file, as a calendar library reads it. */
export function calendarEvent(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
}

/** The registration form on /imerides. */
export const registrationForm = (page: Page) => page.locator('#imerides-form');

/** The person's fields of the registration form, as a visitor fills them. */
export async function fillPerson(page: Page, email: string) {
  await registrationForm(page).getByLabel('Όνομα').fill('Ελένη');
  await registrationForm(page).getByLabel('Επώνυμο').fill('Παππά');
  await registrationForm(page).getByLabel('Email').fill(email);
  await registrationForm(page).getByLabel('Τηλέφωνο').fill('6912345678');
}
