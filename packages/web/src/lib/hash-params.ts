/** Reads `#key=value&...` the way the emailed links and SSO callbacks build it. */
export function readHashParam(hash: string, key: string): string | null {
  const params = new URLSearchParams(hash.startsWith("#") ? hash.slice(1) : hash);
  const value = params.get(key);
  return value ? value : null;
}
