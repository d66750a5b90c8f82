// Whether the browser says it has a network, and the calm lines a screen shows without one.
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { messages } from '../messages';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine, kept current by the window's 'online' and 'offline' events */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

const Note = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-inline-start: ${({ theme }) => `${theme.borders.accent} solid ${theme.colors.info}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fonts.sizes.sm};
`;

/**
 * The one note of a screen shown from the copy kept on the phone (the last online visit): drawn only
 * while offline and when the screen has data to show (`shown`).
 */
export function OfflineDataNote({ shown = true }: { shown?: boolean }) {
  const online = useOnline();
  if (online || !shown) return null;
  return <Note role="note">{messages.offline.staleData}</Note>;
}

/** An action that needs the api (redeem, review, administration), said calmly while offline. */
export function NeedsConnectionNote() {
  const online = useOnline();
  if (online) return null;
  return <Note role="status">{messages.offline.needsConnection}</Note>;
}
