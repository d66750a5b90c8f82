// SPEC 3 "Session": access token plus the saved user, kept in browser storage (IndexedDB).
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { del, get, set } from 'idb-keyval';
import type { LoginUser, SessionUser } from '@portal/contract';
import { SESSION_STORAGE_KEY } from './first-reads';

export { SESSION_STORAGE_KEY };

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  /** ISO time the server gave for the token's end; refreshed by checkSession */
  expiresAt: string | null;
  /** true once the stored session was read back from IndexedDB (or reading failed) */
  hydrated: boolean;
  setSession(u: LoginUser): void;
  /** checkSession: the server's fresh copy of the user and the extended expiry */
  setUser(user: SessionUser, expiresAt?: string | null): void;
  clear(): void;
  setPoints(points: number): void;
  /** 'Mi Perfil': the new photo's signed link, so the sidebar shows it at once */
  setImage(image: string | null): void;
}

type Persisted = Pick<SessionState, 'user' | 'token' | 'expiresAt'>;

// A failed write must not become an unhandled rejection: the session still works in memory.
const warn = (err: unknown) => console.warn('No se pudo guardar la sesión en IndexedDB', err);
let lastWrite: Promise<void> = Promise.resolve();
const idbStorage: StateStorage<Promise<void>> = {
  getItem: async (name) => (await get<string>(name)) ?? null,
  setItem: (name, value) => (lastWrite = set(name, value).catch(warn)),
  removeItem: (name) => (lastWrite = del(name).catch(warn)),
};

/**
 * Resolves once the last change of the session is written to IndexedDB. Login and logout wait for
 * it, so a reload right after either finds what the person just did (the write is asynchronous).
 */
export function sessionSaved(): Promise<void> {
  return lastWrite;
}

function toSessionUser(u: SessionUser): SessionUser {
  return {
    id: u.id,
    name: u.name,
    image: u.image ?? null,
    points: u.points,
    profiles_id: u.profiles_id,
    identification_number: u.identification_number,
    email: u.email,
  };
}

export const useSession = create<SessionState>()(
  persist(
    (setState) => ({
      user: null,
      token: null,
      expiresAt: null,
      hydrated: false,
      setSession: (u) =>
        setState({ user: toSessionUser(u), token: u.access_token, expiresAt: u.expires_at ?? null }),
      setUser: (user, expiresAt) =>
        setState((s) => ({ user: toSessionUser(user), expiresAt: expiresAt ?? s.expiresAt })),
      clear: () => setState({ user: null, token: null, expiresAt: null }),
      setPoints: (points) => setState((s) => (s.user ? { user: { ...s.user, points } } : {})),
      setImage: (image) => setState((s) => (s.user ? { user: { ...s.user, image } } : {})),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage<Persisted>(() => idbStorage),
      partialize: (s): Persisted => ({ user: s.user, token: s.token, expiresAt: s.expiresAt }),
      // Without IndexedDB (private windows) there is simply no stored session: still mark hydrated,
      // or every guarded screen would wait forever.
      onRehydrateStorage: () => () => {
        useSession.setState({ hydrated: true });
      },
    },
  ),
);

/** Resolves once the stored session has been read (the admin layout decides only after that). */
export function whenHydrated(): Promise<void> {
  if (useSession.getState().hydrated) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useSession.subscribe((s) => {
      if (s.hydrated) {
        stop();
        resolve();
      }
    });
  });
}
