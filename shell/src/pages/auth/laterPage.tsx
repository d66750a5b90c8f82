// A page of its own chunk, fetched when first shown: the login bundle's other auth pages (issue 12),
// and every auth page in the whole shell, which starts on one only after an in-app logout or a
// refused session (issue 24: their forms, zod and the contract's schemas off the shell's start).
import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from '@portal/shared-ui';
import { authMessages as messages } from '../../authMessages';

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
