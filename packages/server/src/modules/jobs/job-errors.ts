/** What a user reads of a failure whose message was not written for them. */
export const GENERIC_JOB_FAILURE = "The job failed.";

export interface JobErrorOptions {
  /** The message is written for the user and becomes the job's error as it is. */
  public?: boolean;
  cause?: unknown;
}

/**
 * A failure a handler throws on purpose. Only a public one shows its message: any other error
 * (a driver's, a backend's, ours) may carry addresses, paths or prompts of other jobs, so the
 * job records GENERIC_JOB_FAILURE instead.
 */
export class JobError extends Error {
  readonly public: boolean;

  constructor(message: string, options: JobErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.public = options.public ?? false;
  }
}

/**
 * A failure that may pass on its own (a backend restarting, a dropped connection): the job is
 * queued again after a backoff until it has had its max_attempts.
 */
export class TransientJobError extends JobError {}

/** The job's error for what its handler threw. */
export function publicMessage(error: unknown): string {
  return error instanceof JobError && error.public ? error.message : GENERIC_JOB_FAILURE;
}
