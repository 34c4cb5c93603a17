import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { ThisDeviceContext } from './ThisDeviceContext';
import type { DevicePushState, ThisDevice } from './thisDevice';

/**
 * A device for stories: it answers at once, in the state given, and switches on and off in memory with a made-up
 * address on Chrome's push service (only push services' addresses are saved, decision 033; the story backend captures
 * pushes, so it never reaches the service). Each story gets a fresh one.
 */
export function storyDevice(initial: DevicePushState): ThisDevice {
  let state = initial;
  const endpoint = 'https://fcm.googleapis.com/fcm/send/story-device';
  return {
    read: async () => state,
    subscribe: async () => {
      state = 'on';
      // A real P-256 public key's shape (65 bytes) and a 16-byte secret, as a browser gives them.
      return { endpoint, p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' };
    },
    unsubscribe: async () => {
      const had = state === 'on';
      state = 'off';
      return had ? endpoint : null;
    },
    name: () => 'Android · Chrome',
  };
}

/** One device for the story's whole life, however often the story renders. */
function StoryDeviceProvider({ state, children }: { state: DevicePushState; children: ReactNode }) {
  const [device] = useState(() => storyDevice(state));
  return <ThisDeviceContext.Provider value={device}>{children}</ThisDeviceContext.Provider>;
}

/** The story's page on a device in `state` (`off`: pushes can be switched on). */
export const onDevice =
  (state: DevicePushState): Decorator =>
  (Story) => (
    <StoryDeviceProvider state={state}>
      <Story />
    </StoryDeviceProvider>
  );
