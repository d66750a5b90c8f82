const { federatedConfig } = require('../tools/webpack/federation');
module.exports = federatedConfig({
  dir: __dirname,
  name: 'shell',
  devPort: 3000,
  title: 'Portal de Puntos',
});
