// Issue 24: the chunk a remote loads a screen's code in is named after the screen's path, without its
// parameters, so the build can list its files and the api name them in the page of that path.
import { screenChunkName } from './screens';

test.each([
  ['/admin/register-sale', 'screen-register-sale'],
  ['/admin/redeem-product/:id', 'screen-redeem-product'],
  ['/admin/edit-city/:id', 'screen-edit-city'],
  ['/admin/reports/*', 'screen-reports'],
])('%s is loaded in the chunk %s', (path, name) => {
  expect(screenChunkName(path)).toBe(name);
});
