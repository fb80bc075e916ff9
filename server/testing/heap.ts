/** The heap in use once garbage is collected (the server lanes run with --expose-gc). */
export function heapAfterCollection(): number {
  if (!global.gc)
    throw new Error('run with node --expose-gc (vitest.config.mts sets it for the server lanes)');
  global.gc();
  return process.memoryUsage().heapUsed;
}
