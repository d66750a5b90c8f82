const { federatedConfig } = require('../tools/webpack/federation');
module.exports = federatedConfig({
  dir: __dirname,
  name: 'shell',
  devPort: 3000,
  title: 'Portal de Puntos',
  // a fresh load of an /auth page or of /admin/home runs a bundle of its own, without
  // Module Federation (tools/webpack/firstScreen.js)
  firstScreens: { login: './src/login-app/index.tsx', home: './src/home-app/index.tsx', firstReads: './src/first-reads.ts' },
});
