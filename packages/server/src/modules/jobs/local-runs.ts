/**
 * The jobs this process is running, by id, each with what cancels it here: cancelJob aborts a
 * local job at once instead of waiting for its runner's next heartbeat to read cancel_requested.
 */
const cancellers = new Map<string, () => void>();

/** Answers the unregistration, which leaves alone a later run of the same job. */
export function registerLocalRun(jobId: string, cancel: () => void): () => void {
  cancellers.set(jobId, cancel);
  return () => {
    if (cancellers.get(jobId) === cancel) cancellers.delete(jobId);
  };
}

export function cancelLocalRun(jobId: string): void {
  cancellers.get(jobId)?.();
}
