import type * as Y from "yjs";

export type ExportScale = 1 | 2 | 4;

/**
 * Server-side rendering of a workbench document, for thumbnails and PNG export, with the canvas
 * package's renderer (the same code the browser draws with). Injected, so that the collaboration
 * server and the export route do not depend on how pixels are made, and tests can pass a fake.
 */
export interface DocumentRenderer {
  /** A PNG of one artboard, or of one of its layers alone, at 1x, 2x or 4x its size. */
  renderPng(
    doc: Y.Doc,
    options: { artboardId: string; scale: ExportScale; layerId?: string },
  ): Promise<Buffer>;
  /** A small PNG of the first artboard for the dashboard's cards. */
  renderThumbnail(doc: Y.Doc): Promise<Buffer>;
}

/**
 * THE WIRING POINT of the renderer: packages/canvas/src/render (`renderArtboard(doc, artboardId,
 * { scale, layerId, createSurface, images })`, drawing on a @napi-rs/canvas surface) has not
 * landed on main yet. Until it does there is no renderer: thumbnails are not rendered and the
 * export route answers 503. Once it lands, return an implementation here that calls
 * renderArtboard with @napi-rs/canvas' createCanvas and encodes the surface as PNG.
 */
export function createDocumentRenderer(): DocumentRenderer | null {
  return null;
}
