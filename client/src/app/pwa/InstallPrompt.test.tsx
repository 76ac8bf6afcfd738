import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { adminClaims, foremanClaims, loginResponse } from '../../test/sessions';
import { renderUi } from '../../ui/test-utils';
import { InstallPrompt } from './InstallPrompt';
import { isIosSafari, listenForInstallOffer, useInstallOffer, type InstallPromptEvent } from './installOffer';

function offer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

beforeEach(() => {
  localStorage.clear();
  useInstallOffer.setState({ event: null, installed: false });
});
afterEach(() => vi.restoreAllMocks());

describe('installing the app', () => {
  it("keeps the browser's offer and lets a foreman install from it", async () => {
    listenForInstallOffer(window);
    const event = offer('accepted');
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);

    useSessionStore.getState().signIn(loginResponse({ claims: foremanClaims }), false);
    renderUi(<InstallPrompt />);
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Install Canopy' })).not.toBeInTheDocument(),
    );
  });

  it('does not offer it to office users, and stays away once dismissed', async () => {
    useInstallOffer.setState({ event: offer('dismissed') });
    useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
    const office = renderUi(<InstallPrompt />);
    expect(screen.queryByRole('region', { name: 'Install Canopy' })).not.toBeInTheDocument();
    office.unmount();

    useSessionStore.getState().signIn(loginResponse({ claims: foremanClaims }), false);
    const first = renderUi(<InstallPrompt />);
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Install Canopy' })).not.toBeInTheDocument();
    first.unmount();
    renderUi(<InstallPrompt />);
    expect(screen.queryByRole('region', { name: 'Install Canopy' })).not.toBeInTheDocument();
  });

  it('tells iPhone Safari users the Add to Home Screen steps', () => {
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    expect(isIosSafari(safari)).toBe(true);
    expect(isIosSafari(safari.replace('Version/17.4', 'CriOS/120.0'))).toBe(false);
    expect(isIosSafari('Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile Safari/537.36')).toBe(false);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(safari);
    useSessionStore.getState().signIn(loginResponse({ claims: foremanClaims }), false);
    renderUi(<InstallPrompt />);
    expect(screen.getByText(/Add to Home Screen/)).toBeInTheDocument();
  });
});
