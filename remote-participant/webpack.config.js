const { federatedConfig } = require('../tools/webpack/federation');
module.exports = federatedConfig({
  dir: __dirname,
  name: 'participant',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3001,
  title: 'Portal - Participante',
});
