// An async boundary, so Module Federation can settle the shared singletons before any of them runs.
// Named: tools/webpack/firstScreen.js preloads this chunk (with the admin chunk) for every page.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
