import type { ChildProcess, StdioOptions } from "node:child_process";

export function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }>;
export function createDataDir(): Promise<{ dir: string; remove(): Promise<void> }>;
export function freePort(): Promise<number>;
export function spawnContour(
  env: Record<string, string>,
  stdio?: StdioOptions,
  nodeArgs?: string[],
): ChildProcess;
export function spawnComfyUiTestBackend(
  port: number,
): Promise<{ url: string; process: ChildProcess }>;
export function waitForHealth(url: string, timeoutMs?: number): Promise<void>;
