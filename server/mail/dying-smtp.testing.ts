import { writeSync } from 'node:fs';
import { startFaultySmtp } from './smtp-faults.testing';

/**
 * A process for tests: an SMTP server on PORT that dies (SIGKILL, no goodbye) the moment the first
 * message's final dot has arrived, before it answers. It first writes what it got to stdout, one
 * line of JSON prefixed "received ", so the test can count that copy: a relay that dies there may
 * well have stored the message.
 */
void startFaultySmtp({
  port: Number(process.env.PORT),
  afterFinalDot(mail) {
    writeSync(1, `received ${JSON.stringify(mail)}\n`);
    process.kill(process.pid, 'SIGKILL');
  },
}).then(
  (smtp) => writeSync(1, `listening ${smtp.port}\n`),
  (err: unknown) => {
    writeSync(2, `${String(err)}\n`);
    process.exit(1);
  },
);
