/** An SVG as a data: address, only what a URL or an attribute cannot hold percent-encoded (shorter than base64). */
export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml,${svg.trim().replace(/[%#<>"\s]/g, (character) => encodeURIComponent(character))}`;
