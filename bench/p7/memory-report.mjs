// P7's table: per server, the medians over runs of the memory each open document added.

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const MEASURES = [
  ["vmRss", "RSS"],
  ["heapUsed", "JS heap used"],
  ["external", "external"],
  ["arrayBuffers", "of which ArrayBuffers"],
];

/** Prints the table and answers the medians and Contour's ratios to stock. */
export function printMemoryTable(results, sizes) {
  const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  const servers = [...new Set(results.map((result) => result.server))];
  const rows = servers.map((server) => {
    const runs = results.filter((result) => result.server === server);
    const row = { server, runs: runs.length, openSeconds: median(runs.map((r) => r.openSeconds)) };
    for (const [key] of MEASURES) row[key] = median(runs.map((r) => r.perDocument[key]));
    row.loadedRss = median(runs.map((r) => r.loaded.vmRss));
    row.baselineRss = median(runs.map((r) => r.baseline.vmRss));
    return row;
  });
  const header = [
    "server",
    "runs",
    ...MEASURES.map(([, label]) => `${label} per document`),
    "RSS before / after",
    "open all",
  ];
  console.log(`| ${header.join(" | ")} |`);
  console.log(`|${header.map(() => "---").join("|")}|`);
  for (const row of rows) {
    console.log(
      `| ${[
        row.server,
        row.runs,
        ...MEASURES.map(([key]) => kib(row[key])),
        `${(row.baselineRss / 1048576).toFixed(0)} / ${(row.loadedRss / 1048576).toFixed(0)} MiB`,
        `${row.openSeconds.toFixed(1)} s`,
      ].join(" | ")} |`,
    );
  }
  const contour = rows.find((row) => row.server === "contour");
  const stock = rows.find((row) => row.server === "stock");
  const ratios = {};
  if (contour && stock) {
    for (const [key] of MEASURES) ratios[key] = contour[key] / stock[key];
    console.log(
      `contour / stock: ${MEASURES.map(([key, label]) => `${label} ${ratios[key].toFixed(2)}x`).join(", ")}`,
    );
  }
  const encoded = median(sizes);
  console.log(`Yjs encoded size per document (Y.encodeStateAsUpdate): ${kib(encoded)}`);
  return { rows, ratios, encodedBytes: encoded };
}
