// What P4 injects into the workbench page before any of the app's scripts run (addInitScript).
// It changes no app code; it observes:
//
// - every pen sample the canvas receives: a capture-phase pointerdown/pointermove listener on the
//   window (it runs before the app's React handlers, which listen at the root in the bubble
//   phase) takes each coalesced event's timeStamp (the performance.now() clock) and position;
// - the frame that draws it: for each such event the listener registers a requestAnimationFrame
//   callback. The app's render loop registered its own callback for the next frame during the
//   previous frame, before this event arrived, so ours runs after it in the same frame;
//   performance.now() there, minus the sample's timeStamp, is the time from the input event until
//   the app's code has drawn the frame that includes it;
// - that ordering itself: window.requestAnimationFrame is wrapped so that every callback run is
//   recorded with its frame time, which function it was (the app's loop is the function registered
//   most often), when it started and ended, and whether it painted the on-screen canvas (a
//   clearRect on a connected <canvas>: the renderer's compositeFrame starts with one).
//
// Nothing is recorded until `window.__p4.recording` is set, so loading the page costs nothing.
export function installPageProbe() {
  const probe = {
    recording: false,
    /** Pen samples: time, position, pressure, and what happened to them. */
    samples: [],
    /** Every rAF callback run while recording. */
    calls: [],
    /** When the header's status first read "Saved" (performance.now()). */
    firstSavedAt: null,
    /** Every change of the header's saving status: { status, at }. */
    statusLog: [],
    /** When the last pen stroke was lifted (pointerup on the canvas). */
    upAt: null,
    /** The last time the on-screen canvas was painted (performance.now()), recording or not. */
    lastPaintAt: null,
    paints: 0,
    /** How often each function was registered: the app's loop is the most frequent. */
    registrations: new Map(),
  };
  window.__p4 = probe;

  const nativeRequest = window.requestAnimationFrame.bind(window);
  const functionIds = new WeakMap();
  let nextFunctionId = 1;
  window.requestAnimationFrame = (callback) => {
    let functionId = functionIds.get(callback);
    if (functionId === undefined) {
      functionId = callback.__p4Probe ? 0 : nextFunctionId++;
      functionIds.set(callback, functionId);
    }
    probe.registrations.set(functionId, (probe.registrations.get(functionId) ?? 0) + 1);
    return nativeRequest((frameTime) => {
      const start = performance.now();
      const paintsBefore = probe.paints;
      try {
        callback(frameTime);
      } finally {
        if (probe.recording) {
          probe.calls.push({
            functionId,
            frameTime,
            start,
            end: performance.now(),
            painted: probe.paints > paintsBefore,
          });
        }
      }
    });
  };

  const nativeClearRect = CanvasRenderingContext2D.prototype.clearRect;
  CanvasRenderingContext2D.prototype.clearRect = function (...args) {
    if (this.canvas?.isConnected) {
      probe.paints += 1;
      probe.lastPaintAt = performance.now();
    }
    return nativeClearRect.apply(this, args);
  };

  let pendingSamples = [];
  const frameDone = (frameTime) => {
    const renderedAt = performance.now();
    for (const sample of pendingSamples) {
      sample.frameTime = frameTime;
      sample.renderedAt = renderedAt;
    }
    pendingSamples = [];
  };
  frameDone.__p4Probe = true;

  const onPointer = (event) => {
    if (!probe.recording) return;
    const target = event.target;
    if (
      !(target instanceof HTMLCanvasElement) ||
      target.getAttribute("aria-label") !== "Drawing canvas"
    )
      return;
    const handledAt = performance.now();
    const coalesced = event.type === "pointermove" ? (event.getCoalescedEvents?.() ?? []) : [];
    const samples = coalesced.length > 0 ? coalesced : [event];
    for (const sample of samples) {
      const record = {
        type: event.type,
        timeStamp: sample.timeStamp,
        x: sample.clientX,
        y: sample.clientY,
        pressure: sample.pressure,
        pointerType: sample.pointerType,
        handledAt,
        /** When the event's dispatch was over (a bubble listener on the window): the app's done. */
        dispatchedAt: null,
        /** The paint count when the listener ran: a paint during dispatch is the app's handler. */
        paintsAtHandle: probe.paints,
        /** dispatchedAt, when the app painted the canvas in its own handler of this event. */
        paintedInHandlerAt: null,
        frameTime: null,
        renderedAt: null,
      };
      probe.samples.push(record);
      pendingSamples.push(record);
      dispatching.push(record);
    }
    window.requestAnimationFrame(frameDone);
  };
  let dispatching = [];
  const onPointerDone = () => {
    const at = performance.now();
    for (const record of dispatching) {
      record.dispatchedAt = at;
      if (probe.paints > record.paintsAtHandle) record.paintedInHandlerAt = at;
    }
    dispatching = [];
  };
  window.addEventListener("pointerdown", onPointer, { capture: true });
  window.addEventListener("pointermove", onPointer, { capture: true });
  window.addEventListener("pointerdown", onPointerDone);
  window.addEventListener("pointermove", onPointerDone);

  window.addEventListener(
    "pointerup",
    () => {
      probe.upAt = performance.now();
    },
    { capture: true },
  );

  const watchStatus = () => {
    const status = document.querySelector('[role="status"][data-status]')?.dataset.status;
    if (!status || probe.statusLog.at(-1)?.status === status) return;
    const at = performance.now();
    probe.statusLog.push({ status, at });
    if (status === "saved") probe.firstSavedAt ??= at;
  };
  const observer = new MutationObserver(watchStatus);
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["data-status"],
  });
}
