import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import { config } from './config';

const options: LoggerOptions = {
  level: config().NODE_ENV === 'test' ? (process.env.LOG_LEVEL ?? 'silent') : config().LOG_LEVEL,
  // A failed SQL statement carries its parameters: a visitor's form, a reset link's token.
  redact: ['req.headers.cookie', 'req.headers.authorization', 'err.parameters', 'err.driverError.parameters'],
};

/**
 * In development (the default of `npm start` and `npm run dev`) a person reads the log: pino-pretty
 * turns each record into one readable line. It runs in this thread, synchronously, rather than as a
 * pino transport: a transport's worker thread would load the TypeScript loader once more, and the
 * lines written just before a `process.exit` (a failed start) would be lost. Production and tests
 * keep pino's JSON lines: a log collector parses them, and so do the tests that read a server's
 * output.
 */
function developmentStream(): DestinationStream | undefined {
  if (config().NODE_ENV !== 'development') return undefined;
  return pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
}

const stream = developmentStream();
export const logger = stream ? pino(options, stream) : pino(options);
