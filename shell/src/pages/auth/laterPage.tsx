// A page of its own chunk, fetched when first shown: the login bundle's other auth pages, and every
// auth page in the whole shell, which starts on one only after an in-app logout or a refused session
// (their forms, zod and the contract's schemas kept off the shell's start).
import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from '@portal/shared-ui';
import { authMessages as messages } from '../../messages';

export function later(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(() => load().then((page) => ({ default: page })));
  return function LaterPage() {
    return (
      <Suspense fallback={<Loading label={messages.loading} />}>
        <Page />
      </Suspense>
    );
  };
}
