// The first script of a federated /admin page (tools/webpack/firstScreen.js names it before main.js):
// with the stored session, while main.js is still on its way, it sends the page's first api reads,
// which the api named in the page, and, on a path two remotes declare, preloads the files of the
// person's screen only (shared-auth first-reads.ts). A few hundred bytes: no React, no Module
// Federation.
import { startFirstReads } from '@portal/shared-auth';

startFirstReads();
