import { existsSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import { encodeIndexedPng, quantise, type Raster } from "./png-palette.ts";

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

export interface PngOptions {
  /**
   * True (the default): a 256-colour palette PNG, a third the size or less (under phpBB's 256 KiB attachment limit
   * at the default width), flat fills kept exact. False: full colour, as resvg draws it.
   */
  palette?: boolean;
}

/** How a picture is delivered: a palette PNG (forums, Discord), or the SVG itself (web and print). */
export type PictureFormat = "png" | "svg";

/** The picture's bytes in that format: the SVG text as UTF-8, or the PNG it rasterises to. */
export function pictureBytes(svg: string, format: PictureFormat = "png"): Buffer {
  return format === "svg" ? Buffer.from(svg, "utf8") : svgToPng(svg);
}

/** Rasterises an SVG picture to PNG bytes (DejaVu Sans when installed, else the system's fonts). */
export function svgToPng(svg: string, options: PngOptions = {}): Buffer {
  if (options.palette === false) return resvgOf(svg).render().asPng();
  return encodeIndexedPng(quantise(rasterise(svg)));
}

/** The SVG picture as RGBA pixels on white. */
export function rasterise(svg: string): Raster {
  const image = resvgOf(svg).render();
  return { width: image.width, height: image.height, rgba: image.pixels };
}

function resvgOf(svg: string): Resvg {
  const files = fonts();
  const resvg = new Resvg(svg, {
    background: "#ffffff",
    font:
      files.length > 0
        ? { loadSystemFonts: false, fontFiles: files, defaultFontFamily: "DejaVu Sans" }
        : { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
  });
  return resvg;
}
