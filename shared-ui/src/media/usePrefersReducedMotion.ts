import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** whether the person asked their system for less motion; follows a change of that setting */
export function usePrefersReducedMotion(): boolean {
  const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);
  const [reduced, setReduced] = useState(() => media()?.matches ?? false);
  useEffect(() => {
    const list = media();
    if (!list) return undefined;
    const follow = () => setReduced(list.matches);
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, []);
  return reduced;
}
