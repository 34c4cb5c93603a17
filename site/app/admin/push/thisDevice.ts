import { fromBase64url } from '../../../../supabase/functions/_shared/webPush';
import { backOfficeWorkerPath } from '../backOfficeManifest';
import { backOfficePrefix } from '../isBackOffice';

/** Where this device stands: it cannot take pushes, the person refused them in the browser, or they are off or on. */
export type DevicePushState = 'unsupported' | 'blocked' | 'off' | 'on';

export const canTakePushes = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The back office's service worker, registered for /admin/ only: a public page is never in its scope. */
export const registerBackOfficeWorker = () => navigator.serviceWorker.register(backOfficeWorkerPath, { scope: backOfficePrefix });

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(backOfficePrefix);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function readDevicePushState(): Promise<DevicePushState> {
  if (!canTakePushes()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await currentSubscription()) && Notification.permission === 'granted' ? 'on' : 'off';
}

/** A short name for the device in staff's list ("Android · Chrome"), from what the browser says of itself. */
export function deviceName(userAgent = navigator.userAgent): string {
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'Συσκευή';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : '';
  return browser ? `${system} · ${browser}` : system;
}

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
};

/**
 * Subscribes this device with the server's key (a subscription made with another key is replaced), and answers what
 * the database keeps: the push service's address and the device's keys. Permission is asked first; a refusal is null.
 */
export async function subscribeThisDevice(publicKey: string): Promise<{ endpoint: string; p256dh: string; auth: string } | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  await registerBackOfficeWorker();
  const registration = await navigator.serviceWorker.ready;
  const key = fromBase64url(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('the push service gave no keys');
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}

/** Ends this device's subscription with its push service; answers the address it had, for the database to forget. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

/** What the back office asks of the device it runs on; stories give it a device of their own (ThisDeviceContext). */
export type ThisDevice = {
  read: () => Promise<DevicePushState>;
  /** How long switching on may wait for the browser's push service before saying it did not answer. */
  patienceMs?: number;
  subscribe: typeof subscribeThisDevice;
  unsubscribe: typeof unsubscribeThisDevice;
  name: () => string;
};

/** The browser's own device: its service worker, push manager and permission. */
export const browserDevice: ThisDevice = {
  read: readDevicePushState,
  subscribe: subscribeThisDevice,
  unsubscribe: unsubscribeThisDevice,
  name: () => deviceName(),
};
