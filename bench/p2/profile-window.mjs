// Where Contour's server spent a measured window, from the V8 CPU profile that `--cpu-prof`
// writes when the server exits. The profile's timestamps are the machine's monotonic clock in
// microseconds, the clock P2's windows are measured on, so a window cuts it exactly.

/** The package a script belongs to: node_modules/<package>, Contour's own packages, Node. */
function packageOf(url) {
  if (!url) return "(native, GC, idle)";
  if (url.startsWith("wasm://")) return "WebAssembly (PGlite's Postgres)";
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return dependency[1];
  const own = /packages\/([^/]+)\//.exec(url);
  if (own) return `contour/${own[1]}`;
  return url.startsWith("node:") ? "node" : url;
}

const frameName = ({ functionName, url, lineNumber }) =>
  `${functionName || "(anonymous)"} ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}`;

/**
 * In the window: busy time, stretches of the event loop without an idle sample (a message that
 * arrives during one waits for its end), self time by package and by function, and inclusive
 * time of Contour's own functions.
 */
export function summarizeProfileWindow(profile, startNs, endNs, top = 12) {
  const start = Number(BigInt(startNs) / 1000n);
  const end = Number(BigInt(endNs) / 1000n);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parents.set(child, node);
  }
  const byPackage = new Map();
  const byFunction = new Map();
  const ownInclusive = new Map();
  const stretches = [];
  let stretchStart = null;
  let busy = 0;
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index++) {
    time += profile.timeDeltas[index];
    if (time < start || time >= end) continue;
    const node = nodes.get(profile.samples[index]);
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (node.callFrame.functionName === "(idle)") {
      if (stretchStart !== null) stretches.push((time - stretchStart) / 1000);
      stretchStart = null;
      continue;
    }
    stretchStart ??= time;
    busy += ms;
    const name = packageOf(node.callFrame.url);
    byPackage.set(name, (byPackage.get(name) ?? 0) + ms);
    const self = `${frameName(node.callFrame)} (${name})`;
    byFunction.set(self, (byFunction.get(self) ?? 0) + ms);
    const seen = new Set();
    for (let frame = node; frame; frame = parents.get(frame.id)) {
      if (!frame.callFrame.url.includes("/packages/")) continue;
      const own = frameName(frame.callFrame);
      if (seen.has(own)) continue;
      seen.add(own);
      ownInclusive.set(own, (ownInclusive.get(own) ?? 0) + ms);
    }
  }
  const sorted = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms: Math.round(ms) }));
  stretches.sort((a, b) => b - a);
  return {
    seconds: (end - start) / 1e6,
    busyMs: Math.round(busy),
    stretchesOver16ms: stretches.filter((ms) => ms > 16.7).length,
    stretchesOver100ms: stretches.filter((ms) => ms > 100).length,
    longestStretchesMs: stretches.slice(0, 5).map(Math.round),
    selfByPackage: sorted(byPackage),
    selfByFunction: sorted(byFunction),
    contourInclusive: sorted(ownInclusive),
  };
}
