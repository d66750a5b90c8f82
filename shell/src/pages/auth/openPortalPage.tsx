// How an /auth page opens a page of the portal after a login. In the whole shell the router
// shows it; the login bundle (login-app/) has no such page and provides a function that loads it as a
// new document, which starts the whole shell. A document navigation, not a router move followed by a
// reload: the address changes once, when the new page loads.
import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router-dom';

export const OpenPortalPage = createContext<((path: string) => void) | null>(null);

/** opens `path` in place of the current page (replace: back does not return to the login) */
export function useOpenPortalPage(): (path: string) => void {
  const navigate = useNavigate();
  const open = useContext(OpenPortalPage);
  return useCallback((path: string) => (open ? open(path) : navigate(path, { replace: true })), [open, navigate]);
}
