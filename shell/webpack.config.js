const { federatedConfig } = require('../tools/webpack/federation');
module.exports = federatedConfig({
  dir: __dirname,
  name: 'shell',
  devPort: 3000,
  title: 'Portal de Puntos',
  // issue 12: a fresh load of an /auth page runs this bundle, without Module Federation
  loginEntry: './src/login-app/index.tsx',
});
