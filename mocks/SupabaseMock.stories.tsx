import type { Meta, StoryObj } from '@storybook/react-vite';
import { createClient } from '@supabase/supabase-js';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { insertLeadServerError, receivedRows } from './rest';
import { mockAnonKey, mockSupabaseUrl } from './supabaseUrl';

/**
 * Proves the wiring: supabase-js in the browser, answered by the MSW handlers in mocks/.
 * Later form stories use the same handlers.
 */
function LeadInsertProbe() {
  const [status, setStatus] = useState('');
  const send = async () => {
    setStatus('Αποστολή...');
    const supabase = createClient(mockSupabaseUrl, mockAnonKey, { auth: { persistSession: false } });
    const { error } = await supabase.from('leads').insert({
      first_name: 'Μαρία',
      last_name: 'Παπαδοπούλου',
      email: 'maria@example.com',
      phone: '6912345678',
      lead_source: 'students_cta_form',
    });
    setStatus(error ? `Σφάλμα: ${error.message}` : 'Αποθηκεύτηκε');
  };
  return (
    <main style={{ padding: '1rem' }}>
      <button type="button" onClick={send}>
        Αποστολή δοκιμαστικού lead
      </button>
      <p role="status">{status}</p>
    </main>
  );
}

const meta = {
  title: 'Mocks/Supabase REST',
  component: LeadInsertProbe,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LeadInsertProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsertSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = receivedRows.leads?.length ?? 0;
    await userEvent.click(canvas.getByRole('button', { name: 'Αποστολή δοκιμαστικού lead' }));
    await expect(await canvas.findByText('Αποθηκεύτηκε')).toBeVisible();
    await expect(receivedRows.leads?.length).toBe(before + 1);
    await expect(receivedRows.leads?.at(-1)).toMatchObject({ email: 'maria@example.com', lead_source: 'students_cta_form' });
  },
};

export const BackendDown: Story = {
  parameters: { msw: { handlers: [insertLeadServerError] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Αποστολή δοκιμαστικού lead' }));
    await expect(await canvas.findByText('Σφάλμα: Could not connect to the database')).toBeVisible();
  },
};
