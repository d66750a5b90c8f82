const { federatedConfig } = require('../tools/webpack/federation');
module.exports = federatedConfig({
  dir: __dirname,
  name: 'review',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3003,
  title: 'Portal - Revisión',
});
