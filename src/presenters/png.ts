import { existsSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";

/** Font files tried first (loading every system font costs most of a render); the system's fonts otherwise. */
const PREFERRED_FONTS = [
  "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
  "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf",
];

let fontFiles: string[] | null = null;

function fonts(): string[] {
  fontFiles ??= PREFERRED_FONTS.filter((f) => existsSync(f));
  return fontFiles;
}

/** Rasterises an SVG picture to PNG bytes (DejaVu Sans when installed, else the system's fonts). */
export function svgToPng(svg: string): Buffer {
  const files = fonts();
  const resvg = new Resvg(svg, {
    background: "#ffffff",
    font:
      files.length > 0
        ? { loadSystemFonts: false, fontFiles: files, defaultFontFamily: "DejaVu Sans" }
        : { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
  });
  return resvg.render().asPng();
}
