// A CPU profile of the page's main thread during a stroke (DevTools Profiler), summarised: self
// time by script file (the build's chunks: react, mantine, WorkbenchRoutes…) and the functions
// with the most self time. The production build is minified, so a function is named by its file,
// line and column as well; `--profile DIR` also writes the raw .cpuprofile for DevTools.
import path from "node:path";

export async function startProfile(session) {
  await session.send("Profiler.enable");
  await session.send("Profiler.setSamplingInterval", { interval: 200 });
  await session.send("Profiler.start");
}

export async function stopProfile(session) {
  const { profile } = await session.send("Profiler.stop");
  await session.send("Profiler.disable");
  return profile;
}

/** Self time in ms by file and by function, with the total sampled time. */
export function summariseProfile(profile, top = 12) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (let index = 0; index < profile.samples.length; index++) {
    const id = profile.samples[index];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  }
  const byFile = new Map();
  const byFunction = new Map();
  let total = 0;
  for (const [id, ms] of self) {
    const { callFrame } = nodes.get(id);
    total += ms;
    const file = callFrame.url ? path.basename(new URL(callFrame.url).pathname) : "(native)";
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const name = `${callFrame.functionName || "(anonymous)"} ${file}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const sorted = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { total, byFile: sorted(byFile), byFunction: sorted(byFunction) };
}
