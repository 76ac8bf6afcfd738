import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconDeviceMobileDown } from '@tabler/icons-react';
import { has, P, type ClaimFlags } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { dismissOffer, isIosSafari, offerDismissed, runsInstalled, useInstallOffer } from './installOffer';

/** Crews work from the device: their work orders are their own (Personal reach). */
export const isCrew = (claims: ClaimFlags | undefined) => has(claims, 'WorkOrders', P);

/**
 * Offers crews to install the app: the browser's own prompt where it makes one, the Add to Home
 * Screen steps on iPhone and iPad Safari. Once dismissed or installed, it stays away.
 */
export function InstallPrompt() {
  const claims = useClaims();
  const event = useInstallOffer((s) => s.event);
  const installed = useInstallOffer((s) => s.installed);
  const [hidden, setHidden] = useState(() => offerDismissed());
  const ios = isIosSafari(navigator.userAgent);
  if (hidden || installed || !isCrew(claims) || runsInstalled() || (!event && !ios)) return null;

  const close = () => {
    dismissOffer();
    setHidden(true);
  };
  async function install() {
    if (!event) return;
    await event.prompt();
    const { outcome } = await event.userChoice;
    useInstallOffer.setState({ event: null, installed: outcome === 'accepted' });
    if (outcome === 'dismissed') close();
  }

  return (
    <Alert
      icon={<IconDeviceMobileDown size={18} />}
      title="Install Canopy on this device"
      withCloseButton
      closeButtonLabel="Not now"
      onClose={close}
      mb="md"
      role="region"
      aria-label="Install Canopy"
    >
      {event ? (
        <Group justify="space-between" gap="xs">
          <Text size="sm">Open it from your home screen and work without a signal.</Text>
          <Button size="xs" onClick={() => void install()}>
            Install
          </Button>
        </Group>
      ) : (
        <Text size="sm">
          Tap the Share button, then Add to Home Screen, to open Canopy like an app and work without a signal.
        </Text>
      )}
    </Alert>
  );
}
