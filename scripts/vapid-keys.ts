// `pnpm vapid-keys`: a new key pair for the back office's pushes (VAPID, RFC 8292), to set once as the deploy's
// VAPID_PUBLIC_KEY (a variable) and VAPID_PRIVATE_KEY (a secret). Printed here only; never committed. A new pair
// makes every device switch pushes on again.
import { generatePushKeyPair } from '../supabase/functions/_shared/webPush';

const { publicKey, privateKey } = await generatePushKeyPair();
console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${privateKey}`);
