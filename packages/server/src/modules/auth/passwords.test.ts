import { afterEach, expect, test, vi } from "vitest";
import { argon2, DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "./passwords.js";

afterEach(() => {
  vi.restoreAllMocks();
});

test("no hash to check (no account, no password) still runs argon2, on the dummy hash", async () => {
  const verify = vi.spyOn(argon2, "verify");
  expect(await verifyPassword(null, "Sketch1234")).toBe(false);
  expect(verify).toHaveBeenCalledExactlyOnceWith(DUMMY_PASSWORD_HASH, "Sketch1234");
});

test("the dummy hash costs what a real one does: same algorithm, memory, passes and lanes", async () => {
  const parameters = (encoded: string) => encoded.split("$").slice(1, 4).join("$");
  expect(parameters(DUMMY_PASSWORD_HASH)).toBe(parameters(await hashPassword("Sketch1234")));
});
