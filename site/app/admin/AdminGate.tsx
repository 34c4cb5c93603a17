import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, LoadingState, SignInForm, StatusCard } from '@cg/ui';
import { readIsAdmin, signIn, signInSchema, signOut, type AppClient } from '@cg/data';
import { adminKeys } from './adminQueries';
import { adminTexts as text } from '@cg/content/adminTexts';
import { useAdminSession } from './useAdminSession';
import { BackOffice } from './BackOffice';
import * as css from './admin.css';

/** What an admin page shows once the visitor is a signed-in admin. */
export type AdminView = (admin: { client: AppClient; userId: string; email: string; signOut: ReactNode }) => ReactNode;

/**
 * Signed out: the sign-in form. Signed in: a spinner while the role is read, then the admin's view or the denied
 * card. Each in the back office's own frame; its pages and the account appear once someone is signed in.
 */
export function AdminGate({ client, view }: { client: AppClient; view: AdminView }) {
  const session = useAdminSession(client);
  if (session === undefined)
    return (
      <BackOffice>
        <LoadingState label={text.checkingSession} pageHeading />
      </BackOffice>
    );
  if (session === null)
    return (
      <BackOffice>
        <AdminSignIn client={client} />
      </BackOffice>
    );
  return <RoleGate client={client} userId={session.user.id} email={session.user.email ?? ''} view={view} />;
}

function AdminSignIn({ client }: { client: AppClient }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (email: string, password: string) => {
    setBusy(true);
    setError(null);
    const result = await signIn(client, email, password);
    setBusy(false);
    if (!result.ok) setError(result.message);
  };
  return (
    <div className={css.narrow}>
      <SignInForm title={text.signIn.title} labels={text.signIn.labels} schema={signInSchema} busy={busy} error={error} onSignIn={submit} />
    </div>
  );
}

function RoleGate({ client, userId, email, view }: { client: AppClient; userId: string; email: string; view: AdminView }) {
  const role = useQuery({ queryKey: adminKeys.isAdmin(userId), queryFn: () => readIsAdmin(client) });
  const signOut = <SignOutButton client={client} />;
  if (role.isPending)
    return (
      <BackOffice>
        <LoadingState label={text.checkingRole} pageHeading />
      </BackOffice>
    );
  if (role.isError) console.error('Ο έλεγχος ρόλου απέτυχε· ο χρήστης θεωρείται μη διαχειριστής.', role.error);
  // Not an admin: no pages to offer, only the way out.
  if (role.isError || !role.data)
    return (
      <BackOffice>
        <StatusCard title={text.denied.title} message={<p>{text.denied.text}</p>} actions={signOut} />
      </BackOffice>
    );
  return <BackOffice account={{ email, signOut }}>{view({ client, userId, email, signOut })}</BackOffice>;
}

function SignOutButton({ client }: { client: AppClient }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      tone="secondary"
      disabled={busy}
      accessibleWhenDisabled
      onClick={async () => {
        setBusy(true);
        const result = await signOut(client);
        if (!result.ok) console.error('Η αποσύνδεση απέτυχε στον διακομιστή· η συνεδρία έκλεισε σε αυτή τη συσκευή.', result.message);
        setBusy(false);
      }}
    >
      {text.signOut}
    </Button>
  );
}
