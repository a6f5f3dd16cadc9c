import type { FastifyInstance } from 'fastify';

/** Something else the stop waits for (the backup channel): closed with the app, cut off with it. */
export interface Drainable {
  close(): Promise<void>;
  destroy(): void;
}

export interface DrainingStopOptions {
  /** How long requests under way may take to finish before they are cut off. */
  graceMs: number;
  /** How often connections that fell idle are closed meanwhile. */
  reapIdleEveryMs?: number;
  also?: Drainable | undefined;
}

/**
 * The draining stop of decision record 015: stop listening, answer 503 to new requests on the
 * connections still open, let the requests under way finish (at most `graceMs`, then cut them
 * off; their transactions roll back whole). Resolves once every request under way was answered or
 * cut off and its connection closed; answers whether anything had to be cut off.
 */
export async function drainingStop(
  app: FastifyInstance,
  options: DrainingStopOptions,
): Promise<{ cutOff: boolean }> {
  let cutOff = false;
  const cutOffTimer = setTimeout(() => {
    cutOff = true;
    app.log.warn(`requests still running after ${String(options.graceMs)} ms are cut off`);
    app.server.closeAllConnections();
    options.also?.destroy();
  }, options.graceMs);
  // Node closes only the connections idle when the server closes; one whose request finishes
  // later would be kept open for its keep-alive time (72 s). Close each as it falls idle.
  const reapIdle = setInterval(() => {
    app.server.closeIdleConnections();
  }, options.reapIdleEveryMs ?? 50);
  try {
    // Fastify stops listening and answers 503 to new requests on connections still open; it
    // resolves once every request under way has been answered and its connection closed.
    await Promise.all([app.close(), options.also?.close()]);
  } finally {
    clearTimeout(cutOffTimer);
    clearInterval(reapIdle);
  }
  return { cutOff };
}
