// Test helper: the review remote's routes at `path`, mounted at /admin/* as the shell mounts them.
import { renderRemote } from '@portal/shared-auth/render-remote';
import ReviewRoutes from '../routes';

export const renderReview = (path: string, options: { advanceTimers?: (ms: number) => void } = {}) => renderRemote(ReviewRoutes, path, options);
