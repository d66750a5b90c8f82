// `npm start` / `npm run serve`: the one-origin server (team brief "Runtime shape").
import { ConfigError, loadConfig } from './config';
import { startServer } from './server';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const started = await startServer(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    started.app.log.info(`${signal} received: closing (in-flight requests finish first)`);
    // a stuck connection must not keep the process alive forever
    const timer = setTimeout(() => {
      started.app.log.error('Shutdown took more than 10 s: exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    started
      .close()
      .then(() => process.exit(0))
      .catch((err) => {
        console.error(err);
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  console.error('The portal could not start:', err instanceof Error ? err.message : err);
  if (err instanceof Error && err.stack) console.error(err.stack);
  process.exit(1);
});
