// Test helper: the participant remote's routes at `path`, mounted at /admin/* as the shell mounts them.
import { renderRemote } from '@portal/shared-auth/render-remote';
import ParticipantRoutes from '../routes';

export const renderParticipant = (path: string, options: { advanceTimers?: (ms: number) => void } = {}) => renderRemote(ParticipantRoutes, path, options);
