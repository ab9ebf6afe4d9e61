import { loadConfig } from '@pac/server-kit/config';
import { emailWorkerConfigSchema } from './config/email-worker.config.js';
import { startEmailWorker } from './email-worker-process.js';

const config = loadConfig(emailWorkerConfigSchema);
const running = await startEmailWorker(config);
// A loop blocked for a minute ignores SIGTERM: the watchdog's thread ends the process so it is restarted.
running.exitWhenBlocked();

// worker.close() waits for the messages being sent; a second signal forces the exit.
let stopping = false;
function shutdown(signal: string): void {
  if (stopping) process.exit(1);
  stopping = true;
  console.info(
    JSON.stringify({ level: 'log', context: 'Bootstrap', message: `${signal} received, closing` }),
  );
  running.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
