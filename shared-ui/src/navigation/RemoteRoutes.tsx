// What each remote exposes as './routes' is built here once (in shared-ui since issue 23: shared-auth
// holds the session, the http client and the data layer): the screens the remote declares
// (its src/screens.ts, issue 23), relative to /admin (the shell mounts them at /admin/*), each with
// the component the remote gives it. A declared screen without one is a defect of the remote: it
// fails while rendering, so the shell shows its "this screen failed" panel (and routes.test.tsx of
// each remote fails first).
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { ScreenDeclaration } from '@portal/contract';

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

export function RemoteRoutes({ screens, components }: RemoteRoutesProps) {
  return (
    <Routes>
      {screens.map(({ path }) => {
        const Screen = components[path];
        return <Route key={path} path={relative(path)} element={Screen ? <Screen /> : <Missing path={path} />} />;
      })}
    </Routes>
  );
}
