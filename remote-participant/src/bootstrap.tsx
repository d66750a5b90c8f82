// Standalone start of the participant remote (`npm run dev`): the dev server proxies /api to :8080.
import { startStandaloneRemote } from '@portal/dev-host';
import { participantPaths } from './paths';
import ParticipantRoutes from './routes';

void startStandaloneRemote({ routes: ParticipantRoutes, home: participantPaths.products });
