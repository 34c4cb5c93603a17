import { createAppClient, listArticles, requestSampleDownload, sendLeadConversion, signIn, checkIsAdmin, type AppClient } from '@cg/data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { metaConversionSent } from './functions';
import { insertLeadServerError, storedRows } from './rest';
import { mockAdmin } from './store';
import { mockAnonKey, mockSupabaseUrl } from './supabaseUrl';

type Probe = { label: string; run: (client: AppClient) => Promise<string> };

/**
 * Proves the wiring: supabase-js in the browser, through @cg/data, answered by the MSW handlers in
 * mocks/ (REST, Auth, Storage, Functions). The form and admin stories use the same handlers.
 */
function SupabaseProbe({ label, run }: Probe) {
  const [status, setStatus] = useState('');
  const send = async () => {
    setStatus('Αποστολή...');
    setStatus(await run(createAppClient({ url: mockSupabaseUrl, anonKey: mockAnonKey, options: { auth: { persistSession: false } } })));
  };
  return (
    <main style={{ padding: '1rem' }}>
      <button type="button" onClick={send}>
        {label}
      </button>
      <p role="status">{status}</p>
    </main>
  );
}

const insertLead: Probe = {
  label: 'Αποστολή δοκιμαστικού lead',
  run: async (client) => {
    const { error } = await client.from('leads').insert({
      submission_id: crypto.randomUUID(),
      first_name: 'Μαρία',
      last_name: 'Παπαδοπούλου',
      email: 'maria@example.com',
      phone: '6912345678',
      lead_source: 'students_cta_form',
    });
    return error ? `Σφάλμα: ${error.message}` : 'Αποθηκεύτηκε';
  },
};

const meta = {
  title: 'Mocks/Supabase',
  component: SupabaseProbe,
  parameters: { layout: 'padded' },
  args: insertLead,
} satisfies Meta<typeof SupabaseProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

const press = async (canvasElement: HTMLElement, label: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: label }));
  return canvas;
};

export const InsertSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, insertLead.label);
    await expect(await canvas.findByText('Αποθηκεύτηκε')).toBeVisible();
    await expect(storedRows('leads')).toHaveLength(1);
    await expect(storedRows('leads')[0]).toMatchObject({ email: 'maria@example.com', lead_source: 'students_cta_form' });
  },
};

export const BackendDown: Story = {
  parameters: { msw: { handlers: [insertLeadServerError] } },
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, insertLead.label);
    await expect(await canvas.findByText('Σφάλμα: Could not connect to the database')).toBeVisible();
  },
};

export const AdminSignIn: Story = {
  args: {
    label: 'Σύνδεση διαχειριστή',
    run: async (client) => {
      const wrong = await signIn(client, mockAdmin.email, 'λάθος');
      const right = await signIn(client, mockAdmin.email, mockAdmin.password);
      const articles = await listArticles(client);
      return `${wrong.ok ? '' : wrong.message} · ${right.ok && (await checkIsAdmin(client)) ? 'διαχειριστής' : 'επισκέπτης'} · ${articles.ok ? articles.data.length : 0} άρθρα`;
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, 'Σύνδεση διαχειριστή');
    // Three seed articles, the draft included: only an admin sees it.
    await expect(await canvas.findByText('Λάθος email ή κωδικός πρόσβασης. · διαχειριστής · 3 άρθρα')).toBeVisible();
  },
};

export const SampleDownload: Story = {
  args: {
    label: 'Λήψη δείγματος',
    run: async (client) => {
      const result = await requestSampleDownload(client, 'career', { name: 'Νίκος', lastname: 'Κ', email: 'nikos@example.gr' });
      if (!result.ok) return 'Χωρίς σύνδεσμο';
      const pdf = await fetch(result.url);
      const start = new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5));
      return `${pdf.status} ${pdf.headers.get('content-type')} ${start} · ${storedRows('pdf_downloads').length} καταγραφή`;
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, 'Λήψη δείγματος');
    await expect(await canvas.findByText('200 application/pdf %PDF- · 1 καταγραφή')).toBeVisible();
  },
};

const conversion: Probe = {
  label: 'Αποστολή conversion',
  run: async (client) => ((await sendLeadConversion(client, 'students', { email: 'maria@example.gr', firstName: 'Μαρία' }, window.location.origin, { log: () => {} })) ? 'Στάλθηκε' : 'Δεν στάλθηκε'),
};

export const ConversionNotConfigured: Story = {
  args: conversion,
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, conversion.label);
    await expect(await canvas.findByText('Δεν στάλθηκε')).toBeVisible();
  },
};

export const ConversionSent: Story = {
  args: conversion,
  parameters: { msw: { handlers: [metaConversionSent] } },
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, conversion.label);
    await expect(await canvas.findByText('Στάλθηκε')).toBeVisible();
  },
};
