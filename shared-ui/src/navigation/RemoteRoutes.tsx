// What each remote exposes as './routes' is built here once (in shared-ui: shared-auth holds the
// session, the http client and the data layer): the screens the remote declares (its
// src/screens.ts), relative to /admin (the shell mounts them at /admin/*), each with
// the component the remote gives it. A declared screen without one is a defect of the remote: it
// fails while rendering, so the shell shows its "this screen failed" panel (and routes.test.tsx of
// each remote fails first).
//
// A screen's code may come in a chunk of its own (lazyScreen), so a page downloads only its
// screen; the build lists that chunk's files and the api names them in the page it serves for the
// path, so they arrive beside the shell's scripts rather than after them.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { ScreenDeclaration } from '@portal/contract';
import { Loading } from '../feedback/Spinner';

const relative = (path: string) => path.replace(/^\/admin\//, '');

export interface RemoteRoutesProps {
  /** the remote's declared screens (its src/screens.ts) */
  screens: readonly ScreenDeclaration[];
  /** absolute path of each declared screen -> its component */
  components: Readonly<Record<string, ComponentType>>;
}

function Missing({ path }: { path: string }): never {
  throw new Error(`The screen ${path} is declared but has no component in this remote's routes.tsx.`);
}

/**
 * A screen loaded on first use, from the chunk `import()` names: write it as
 * `lazyScreen(() => import(/* webpackChunkName: "screen-register-sale" *\/ './RegisterSale'), (m) => m.RegisterSale)`,
 * the chunk named by contract's screenChunkName(path) so the build can list its files.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

export function RemoteRoutes({ screens, components }: RemoteRoutesProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        {screens.map(({ path }) => {
          const Screen = components[path];
          return <Route key={path} path={relative(path)} element={Screen ? <Screen /> : <Missing path={path} />} />;
        })}
      </Routes>
    </Suspense>
  );
}
