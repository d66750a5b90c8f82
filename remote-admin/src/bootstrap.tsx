// Standalone start of the admin remote (`npm run dev`): the dev server proxies /api to :8080.
import { startStandaloneRemote } from '@portal/dev-host';
import { cityPaths } from './paths';
import AdminRoutes from './routes';

void startStandaloneRemote({ routes: AdminRoutes, home: cityPaths.list });
