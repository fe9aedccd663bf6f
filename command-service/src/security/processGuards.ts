/**
 * The last line of defence of `npm start`: a promise nobody awaited that rejects, or an exception
 * thrown from a timer, is logged instead of ending the process with every request in flight. The
 * request paths never get here (express and graphql-helix answer their errors); this is for bugs.
 * An uncaught exception is logged as fatal but the process stays up: `npm start` has no process
 * manager to bring it back, and the background work it runs is supervised on its own.
 */
export function installProcessGuards(log: {
  error: (message: string, error?: unknown) => void;
  fatal: (message: string, error?: unknown) => void;
}): () => void {
  const onRejection = (reason: unknown) => log.error('unhandled promise rejection', reason);
  const onException = (error: unknown) => log.fatal('uncaught exception', error);
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}
