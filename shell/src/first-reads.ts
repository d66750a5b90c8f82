// The first script of a federated /admin page (tools/webpack/firstScreen.js names it before main.js)
// and of the home's page (beside the home's bundle): with the stored session, while the page's other
// scripts are still on their way, it sends the page's first api reads,
// which the api named in the page, and, on a path two remotes declare, preloads the files of the
// person's screen only (shared-auth first-reads.ts). A few hundred bytes: no React, no Module
// Federation.
import { startFirstReads } from '@portal/shared-auth';

startFirstReads();
