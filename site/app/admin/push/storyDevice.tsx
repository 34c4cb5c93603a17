import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { ThisDeviceContext } from './ThisDeviceContext';
import type { DevicePushState, ThisDevice } from './thisDevice';

/**
 * How a story's device fails to switch on: a browser without a push service (a private window: it refuses at once),
 * or a push service that never answers.
 */
export type StoryDeviceFailure = 'no-push-service' | 'push-service-silent';

/**
 * A device for stories: it answers at once, in the state given, and switches on and off in memory with a made-up
 * address on Chrome's push service (only push services' addresses are saved, decision 033; the story backend captures
 * pushes, so it never reaches the service). Each story gets a fresh one.
 */
export function storyDevice(initial: DevicePushState, fails?: StoryDeviceFailure): ThisDevice {
  let state = initial;
  const endpoint = 'https://fcm.googleapis.com/fcm/send/story-device';
  return {
    read: async () => state,
    // A story waits a second, not the twenty a real push service is given.
    patienceMs: 1000,
    subscribe: async () => {
      if (fails === 'no-push-service') throw new DOMException('Registration failed - push service not available', 'AbortError');
      if (fails === 'push-service-silent') return new Promise<never>(() => undefined);
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
function StoryDeviceProvider({ state, fails, children }: { state: DevicePushState; fails?: StoryDeviceFailure; children: ReactNode }) {
  const [device] = useState(() => storyDevice(state, fails));
  return <ThisDeviceContext.Provider value={device}>{children}</ThisDeviceContext.Provider>;
}

/** The story's page on a device in `state` (`off`: pushes can be switched on). */
export const onDevice =
  (state: DevicePushState, fails?: StoryDeviceFailure): Decorator =>
  (Story) => (
    <StoryDeviceProvider state={state} fails={fails}>
      <Story />
    </StoryDeviceProvider>
  );
