import { useEffect, useState } from 'react';
import type { Session } from '@supabase/supabase-js';
import type { AppClient } from '@cg/data';

/** The admin's Supabase session: undefined while it is read from storage, null when signed out. */
export function useAdminSession(client: AppClient) {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void client.auth.getSession().then(({ data }) => active && setSession(data.session));
    const { data } = client.auth.onAuthStateChange((_event, next) => setSession(next));
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [client]);
  return session;
}
