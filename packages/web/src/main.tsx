import { areaOf, loadArea } from "./routes/areas";
import { preloadFirstArtwork } from "./routes/auth/carousel/preload-first-artwork";

// The entry is only this: it downloads the app shell and the opened page's area side by side,
// and renders once both are here, so the first render is the page itself, not a loader.
const area = areaOf(window.location.pathname);
// Sign-in's largest paint is the carousel's first artwork: fetch it with the code, not after.
if (area === "auth") preloadFirstArtwork();
// An area that failed to download is asked for again by its route (React.lazy), whose error
// the app shows, so the shell renders either way.
const areaLoaded = loadArea(area).catch(() => undefined);
void Promise.all([import("./boot"), areaLoaded]).then(([{ boot }]) => boot());
