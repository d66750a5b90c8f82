// Entry of the home's first-screen bundle (tools/webpack/firstScreen.js): what home.html
// loads for a fresh load of /admin/home.
import '../zodBrowser';
import { startFirstScreen } from '../first-screen/start';
import { registerServiceWorker } from '../offline/register';
import { HomeApp } from './HomeApp';

startFirstScreen(<HomeApp />);
// the portal kept for a phone with no signal, once this page is idle
registerServiceWorker();
