// Standalone start of the review remote (`npm run dev`): the dev server proxies /api to :8080.
import { startStandaloneRemote } from '@portal/dev-host';
import { reviewPaths } from './paths';
import ReviewRoutes from './routes';

void startStandaloneRemote({ routes: ReviewRoutes, home: reviewPaths.redeemList });
