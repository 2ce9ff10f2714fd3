// P2's figures over runs: the median of each figure per scenario and server, Contour's ratio to
// stock, and the readable table.

function median(values) {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const sum = (values) => values.reduce((total, value) => total + value, 0);

/** Medians over runs per scenario and server, and contour / stock for each percentile. */
export function summarizeRuns(results) {
  const groups = new Map();
  for (const row of results) {
    const key = `${row.scenario}/${row.server}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(row);
  }
  const rows = [...groups.values()].map((group) => {
    const of = (pick) => median(group.map(pick));
    return {
      scenario: group[0].scenario,
      rooms: group[0].rooms,
      roomSize: group[0].roomSize,
      server: group[0].server,
      runs: group.length,
      strokesPerSecond: of((row) => row.strokesPerSecond),
      targetPerSecond: group[0].targetPerSecond,
      deliveries: sum(group.map((row) => row.expected)),
      missing: sum(group.map((row) => row.missing)),
      p50: of((row) => row.p50),
      p95: of((row) => row.p95),
      p99: of((row) => row.p99),
      max: of((row) => row.max),
      serverCpu: of((row) => row.cpu.server),
      serverCpuMsPerStroke: of((row) => row.serverCpuMsPerStroke),
      workersCpu: of((row) => sum(row.cpu.workers)),
      busiestWorkerCpu: of((row) => Math.max(...row.cpu.workers)),
      workerLoopDelayP99: of((row) => Math.max(...row.workerLoopDelayP99)),
      othersCpu: of((row) => row.cpu.others),
      sendLatenessP99: of((row) => row.sendLatenessP99),
    };
  });
  const ratios = [...new Set(rows.map((row) => row.scenario))].flatMap((scenario) => {
    const contour = rows.find((row) => row.scenario === scenario && row.server === "contour");
    const stock = rows.find((row) => row.scenario === scenario && row.server === "stock");
    if (!contour || !stock) return [];
    return [
      {
        scenario,
        p50: contour.p50 / stock.p50,
        p95: contour.p95 / stock.p95,
        p99: contour.p99 / stock.p99,
        serverCpu: contour.serverCpu / stock.serverCpu,
        serverCpuPerStroke: contour.serverCpuMsPerStroke / stock.serverCpuMsPerStroke,
      },
    ];
  });
  return { rows, ratios };
}

const ms = (value) => (value === null ? "-" : `${value.toFixed(2)} ms`);
const pct = (value) => (value === null ? "-" : `${value.toFixed(0)}%`);

export function printFanoutTable({ rows, ratios }) {
  const header = [
    "scenario",
    "server",
    "runs",
    "strokes/s sent (target)",
    "deliveries",
    "missing",
    "p50",
    "p95",
    "p99",
    "max",
    "server CPU",
    "server CPU per stroke (whole phase)",
    "load workers CPU (busiest)",
    "load worker loop delay p99",
    "send lateness p99",
    "others CPU",
  ];
  const lines = rows.map((row) => [
    `${row.rooms} x ${row.roomSize}`,
    row.server,
    String(row.runs),
    `${row.strokesPerSecond.toFixed(0)} (${row.targetPerSecond})`,
    String(row.deliveries),
    String(row.missing),
    ms(row.p50),
    ms(row.p95),
    ms(row.p99),
    ms(row.max),
    pct(row.serverCpu),
    ms(row.serverCpuMsPerStroke),
    `${pct(row.workersCpu)} (${pct(row.busiestWorkerCpu)})`,
    ms(row.workerLoopDelayP99),
    ms(row.sendLatenessP99),
    pct(row.othersCpu),
  ]);
  console.log(`| ${header.join(" | ")} |`);
  console.log(`|${header.map(() => "---").join("|")}|`);
  for (const line of lines) console.log(`| ${line.join(" | ")} |`);
  for (const ratio of ratios) {
    console.log(
      `${ratio.scenario}: contour / stock  p50 ${ratio.p50.toFixed(2)}x  p95 ${ratio.p95.toFixed(2)}x  ` +
        `p99 ${ratio.p99.toFixed(2)}x  server CPU ${ratio.serverCpu.toFixed(2)}x, ` +
        `per stroke ${ratio.serverCpuPerStroke.toFixed(2)}x`,
    );
  }
}
