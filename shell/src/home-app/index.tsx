// Entry of the home's first-screen bundle (tools/webpack/firstScreen.js, issue 12): what home.html
// loads for a fresh load of /admin/home.
import '../zodBrowser';
import { startFirstScreen } from '../first-screen/start';
import { HomeApp } from './HomeApp';

startFirstScreen(<HomeApp />);
