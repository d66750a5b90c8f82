import { useSyncExternalStore } from 'react';
import { DRAWER_CLOSE_MIN_WIDTH } from '@portal/contract';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's inner width, re-read on every resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth, () => DRAWER_CLOSE_MIN_WIDTH);
}

/** SPEC 2.1 / 9: below 960 px the sidebar is a drawer (and the home shows the responsive slides). */
export const isMobileWidth = (width: number) => width < DRAWER_CLOSE_MIN_WIDTH;

export function useIsMobile(): boolean {
  return isMobileWidth(useViewportWidth());
}
