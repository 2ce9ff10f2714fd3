// A client of a Node process's inspector (`--inspect=127.0.0.1:<port>`), for what a benchmark
// needs from inside a server without adding anything to it: a full garbage collection and
// process.memoryUsage().
import WebSocket from "ws";

/** Connects to the process's one inspector target, retrying while the process starts. */
export async function connectInspector(port) {
  let targets = null;
  for (let attempt = 0; !targets; attempt++) {
    try {
      targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let nextId = 0;
  const pending = new Map();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    const settle = pending.get(message.id);
    if (!settle) return;
    pending.delete(message.id);
    if (message.error) settle.reject(new Error(`inspector: ${message.error.message}`));
    else settle.resolve(message.result);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    /** Two full collections: the second reclaims what finalizers of the first let go. */
    async collectGarbage() {
      await send("HeapProfiler.collectGarbage");
      await send("HeapProfiler.collectGarbage");
    },
    /** The process's own process.memoryUsage(), in bytes. */
    async memoryUsage() {
      const { result } = await send("Runtime.evaluate", {
        expression: "process.memoryUsage()",
        returnByValue: true,
      });
      return result.value;
    },
    close: () => socket.close(),
  };
}
