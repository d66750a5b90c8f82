// Test helper: the admin remote's routes at `path`, mounted at /admin/* as the shell mounts them.
import { renderRemote } from '@portal/shared-auth/render-remote';
import AdminRoutes from '../routes';

export const renderAdmin = (path: string, options: { advanceTimers?: (ms: number) => void } = {}) => renderRemote(AdminRoutes, path, options);
