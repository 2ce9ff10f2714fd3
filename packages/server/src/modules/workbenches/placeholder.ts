/**
 * What a file without a thumbnail shows: a neutral card (Mantine's gray 0 and 3) with a few loose
 * pencil strokes and a small pencil, in the 4:3 of the dashboard's cards. Static, no script, so
 * it is safe to serve as image/svg+xml.
 */
export const THUMBNAIL_PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="No preview yet">
  <rect width="400" height="300" fill="#f8f9fa"/>
  <g fill="none" stroke="#ced4da" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">
    <path d="M132 178c18-30 40-52 62-50 18 2 14 26 30 30 16 3 30-20 46-34"/>
    <path d="M138 196c30-8 66-10 98-6 14 2 26 5 36 8" opacity="0.7"/>
    <path d="M238 112l26-26 12 12-26 26-16 4z"/>
    <path d="M258 92l12 12"/>
  </g>
</svg>
`;
