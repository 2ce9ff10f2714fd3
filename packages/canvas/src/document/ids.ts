/** A new element, layer or artboard id: random, so replicas never pick the same one. */
export function newId(): string {
  return globalThis.crypto.randomUUID();
}
