const { federatedConfig } = require('../tools/webpack/federation');
module.exports = federatedConfig({
  dir: __dirname,
  name: 'admin',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3002,
  title: 'Portal - Administración',
});
