import { describe, expect, it } from "vitest";
import { createTurnGate } from "./turn-gate.js";

describe("createTurnGate", () => {
  it("lets one caller through per turn of the event loop, other work running between them", async () => {
    const gate = createTurnGate();
    const order: string[] = [];
    await Promise.all(
      [1, 2, 3].map(async (n) => {
        await gate.next();
        order.push(`store ${n}`);
        setImmediate(() => order.push(`the loop after ${n}`));
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));

    expect(order).toEqual([
      "store 1",
      "the loop after 1",
      "store 2",
      "the loop after 2",
      "store 3",
      "the loop after 3",
    ]);
  });
});
