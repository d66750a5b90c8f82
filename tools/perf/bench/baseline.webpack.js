// The same webpack and loader settings as the shell, building only react + react-dom + react-router.

module.exports = (env) => ({
  mode: 'production',
  context: __dirname,
  entry: './baseline-entry.tsx',
  output: { path: env.out, filename: '[name].js', clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [{
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' } } },
    }],
  },
  performance: { hints: false },
});
