// A synthetic pen through the DevTools protocol at a fixed rate: Input.dispatchMouseEvent with
// pointerType "pen" and force (as e2e/pages/WorkbenchPage.ts's drawWithPen), but on a clock.
//
// Each sample has an intended time (start + i / rate). The loop sleeps in whole milliseconds (the
// timers' granularity) until less than 0.7 ms is left, then yields to the event loop until the
// sample is due (a short spin: a few % of a core, against a quarter for a 1.5 ms spin), and sends
// it without waiting for the previous send's answer: the browser answers a move once its renderer
// has handled it, which may be a frame or more later, so awaiting each one would cap the rate at
// the page's pace. Samples that fell due while the loop was late go out at once.
import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";

/**
 * A smooth stroke across a box (page CSS px): left to right over 70% of its width, one and a
 * half waves up and down, pressure swinging between 0.2 and 0.9. Every sample has its own place.
 */
export function penPath(box, count, band) {
  const points = [];
  for (let index = 0; index < count; index++) {
    const u = index / (count - 1);
    points.push({
      x: box.x + box.width * (0.15 + 0.7 * u),
      y: box.y + box.height * (band + 0.08 * Math.sin(2 * Math.PI * 1.5 * u)),
      pressure: 0.55 + 0.35 * Math.sin(2 * Math.PI * 2 * u - Math.PI / 2),
    });
  }
  return points;
}

/**
 * Presses at the first point, moves through the others at `rate` Hz, releases at the last.
 * Returns each sample's intended and actual send time and when the browser answered it.
 */
export async function drivePen(session, points, rate) {
  const period = 1000 / rate;
  const events = points.map((point, index) => ({
    type: index === 0 ? "mousePressed" : "mouseMoved",
    point,
    buttons: 1,
  }));
  const last = points.at(-1);
  events.push({ type: "mouseReleased", point: last, buttons: 0 });
  const start = performance.now() + 20;
  const sent = [];
  for (const [index, event] of events.entries()) {
    const due = start + index * period;
    for (;;) {
      const wait = due - performance.now();
      if (wait <= 0) break;
      if (wait > 0.7) await sleep(Math.max(1, Math.floor(wait - 0.2)));
      else await nextTurn();
    }
    const sentAt = performance.now();
    const record = { type: event.type, ...event.point, due, sentAt, answeredAt: null };
    sent.push(record);
    const answered = session
      .send("Input.dispatchMouseEvent", {
        type: event.type,
        x: event.point.x,
        y: event.point.y,
        button: "left",
        buttons: event.buttons,
        clickCount: event.type === "mouseMoved" ? 0 : 1,
        force: event.type === "mouseReleased" ? 0 : event.point.pressure,
        pointerType: "pen",
      })
      .then(() => {
        record.answeredAt = performance.now();
      });
    record.answered = answered;
  }
  await Promise.all(sent.map((record) => record.answered));
  for (const record of sent) delete record.answered;
  return sent;
}
