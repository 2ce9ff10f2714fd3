import { expect, test, vi } from "vitest";
import { createImageCache } from "./image-cache";

test("each image loads once, and a failed one is tried again", async () => {
  const image = { width: 4, height: 4 };
  let fail = true;
  const load = vi.fn(async (blobId: string) => {
    if (blobId === "b.png" && fail) throw new Error("offline");
    return image;
  });
  const onLoaded = vi.fn();
  const cache = createImageCache(load, onLoaded);
  cache.sync(["a.png", "b.png"]);
  cache.sync(["a.png"]);
  await vi.waitFor(() => expect(onLoaded).toHaveBeenCalledWith("a.png"));
  expect(cache.get("a.png")).toBe(image);
  expect(cache.get("b.png")).toBeUndefined();
  expect(load).toHaveBeenCalledTimes(2);

  fail = false;
  await vi.waitFor(() => {
    cache.sync(["a.png", "b.png"]);
    expect(cache.get("b.png")).toBe(image);
  });
  expect(load.mock.calls.filter(([id]) => id === "a.png")).toHaveLength(1);
});
