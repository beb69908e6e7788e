import { Resvg } from "@resvg/resvg-js";

/** Rasterises an SVG picture to PNG bytes (system fonts; DejaVu Sans preferred). */
export function svgToPng(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    background: "#ffffff",
    font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
  });
  return resvg.render().asPng();
}
