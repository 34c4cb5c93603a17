import { useContext, useEffect, useState } from 'react';
import { forgetPushSubscription, readPushKey, savePushSubscription, sendTestPush, type AppClient } from '@cg/data';
import { Button, showToast } from '@cg/ui';
import { Card, Heading, Inline, Text } from '@cg/ui/layout';
import { adminTexts } from '@cg/content/adminTexts';
import type { DevicePushState } from './thisDevice';
import { ThisDeviceContext } from './ThisDeviceContext';

const text = adminTexts.push;

/** A push service that has not answered in this long will not: the switch says so instead of waiting on. */
const pushServicePatienceMs = 20_000;

class NoAnswer extends Error {}

const withinPatience = <T,>(work: Promise<T>, ms: number) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswer()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

/** What the browser throws when this window cannot subscribe at all (a private window, no push service). */
const unavailableErrors = new Set(['NotSupportedError', 'NotAllowedError', 'SecurityError', 'InvalidStateError', 'AbortError']);

const problemOf = (error: unknown) =>
  error instanceof NoAnswer
    ? text.noAnswer
    : error instanceof DOMException && unavailableErrors.has(error.name)
      ? text.unavailable
      : text.failed;

const explanation: Record<DevicePushState, string> = {
  unsupported: text.unsupported,
  blocked: text.blocked,
  off: text.off,
  on: text.on,
};

/**
 * This device's pushes for new leads: switched on (the browser asks for permission, the device subscribes with the
 * server's key and the database keeps it), tried with a test push, switched off. Each device is its own choice.
 */
export function PushSettings({ client }: { client: AppClient }) {
  const device = useContext(ThisDeviceContext);
  const [state, setState] = useState<DevicePushState | null>(null);
  const [busy, setBusy] = useState(false);
  // The last failure, kept in the card after its toast has gone.
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void device
      .read()
      .catch((): DevicePushState => 'unsupported')
      .then((read) => live && setState(read));
    return () => {
      live = false;
    };
  }, [device]);

  const failed = (message: string) => {
    setProblem(message);
    showToast({ tone: 'error', title: text.heading, description: message });
  };
  const succeeded = (message: string) => {
    setProblem(null);
    showToast({ tone: 'success', title: text.heading, description: message });
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      failed(problemOf(error));
    } finally {
      setBusy(false);
      setState(await device.read().catch((): DevicePushState => 'unsupported'));
    }
  };

  const switchOn = () =>
    run(async () => {
      const key = await readPushKey(client);
      if (!key.ok) return failed(key.message);
      const subscribing = device.subscribe(key.data.publicKey);
      // One that answers after we gave up is ended, so the device is not left subscribed with nothing saved.
      const subscription = await withinPatience(subscribing, device.patienceMs ?? pushServicePatienceMs).catch((error: unknown) => {
        if (error instanceof NoAnswer) void subscribing.then((late) => late && device.unsubscribe()).catch(() => undefined);
        throw error;
      });
      if (!subscription) return failed(text.refused);
      const saved = await savePushSubscription(client, { ...subscription, device: device.name() });
      if (!saved.ok) {
        await device.unsubscribe();
        return failed(saved.message);
      }
      succeeded(text.switchedOn);
    });

  const switchOff = () =>
    run(async () => {
      const endpoint = await device.unsubscribe();
      if (endpoint) {
        const forgotten = await forgetPushSubscription(client, endpoint);
        if (!forgotten.ok) return failed(forgotten.message);
      }
      succeeded(text.switchedOff);
    });

  const test = () =>
    run(async () => {
      const sent = await sendTestPush(client);
      if (!sent.ok) return failed(sent.message);
      succeeded(text.testSent(sent.data.devices));
    });

  return (
    <Card as="section" tone="subtle" padding="md" space="sm" aria-labelledby="push-settings-heading">
      <Heading level={2} size="lg" id="push-settings-heading">
        {text.heading}
      </Heading>
      {/* Said again when it changes (switched on or off); not a status role: the inbox's count of late leads is that. */}
      <Text aria-live="polite">{state ? explanation[state] : text.checking}</Text>
      {/* Not live: its toast says it once; this stays for whoever looks again. */}
      {problem ? <Text tone="danger">{problem}</Text> : null}
      {state === 'off' || state === 'on' ? (
        <Inline space="sm">
          {state === 'off' ? (
            <Button disabled={busy} accessibleWhenDisabled aria-busy={busy || undefined} onClick={() => void switchOn()}>
              {busy ? text.busy : text.switchOn}
            </Button>
          ) : (
            <>
              <Button tone="secondary" disabled={busy} accessibleWhenDisabled aria-busy={busy || undefined} onClick={() => void test()}>
                {text.test}
              </Button>
              <Button tone="ghost" disabled={busy} accessibleWhenDisabled onClick={() => void switchOff()}>
                {text.switchOff}
              </Button>
            </>
          )}
        </Inline>
      ) : null}
    </Card>
  );
}
