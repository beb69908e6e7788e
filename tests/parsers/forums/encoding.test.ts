import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { charsetFromContentType, decodeHtmlBytes, sniffMetaCharset } from "../../../parsers/html/encoding.ts";

const page = (meta: string, body: string, encoding: string): Uint8Array =>
  new Uint8Array(iconv.encode(`<html><head>${meta}</head><body>${body}</body></html>`, encoding));

describe("page encodings", () => {
  it("decodes windows-1252 named in the HTTP Content-Type header", () => {
    const bytes = page("", "“Königsberg” – 5 €", "windows-1252");
    expect(decodeHtmlBytes(bytes, "text/html; charset=windows-1252").text).toContain("“Königsberg” – 5 €");
  });

  it("reads ISO-8859-1 as windows-1252, as browsers do (0x93 is a curly quote)", () => {
    const bytes = page(
      '<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">',
      "“x”",
      "windows-1252",
    );
    const decoded = decodeHtmlBytes(bytes);
    expect(decoded.encoding).toBe("windows-1252");
    expect(decoded.text).toContain("“x”");
  });

  it("uses <meta charset> when there is no header", () => {
    const bytes = page('<meta charset="koi8-r">', "Москва", "koi8-r");
    expect(decodeHtmlBytes(bytes).text).toContain("Москва");
  });

  it("the HTTP header wins over the meta tag", () => {
    const bytes = page('<meta charset="windows-1252">', "Москва", "utf-8");
    expect(decodeHtmlBytes(bytes, "text/html; charset=UTF-8").text).toContain("Москва");
  });

  it("a byte-order mark wins over everything", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from("<b>ü</b>")]);
    expect(decodeHtmlBytes(bytes, "text/html; charset=windows-1252").text).toBe("<b>ü</b>");
  });

  it("falls back to UTF-8 for unknown or missing labels", () => {
    const bytes = new Uint8Array(Buffer.from('<meta charset="no-such-charset">ü'));
    expect(decodeHtmlBytes(bytes).encoding).toBe("utf-8");
    expect(decodeHtmlBytes(bytes).text).toContain("ü");
  });

  it("parses charset labels from headers and meta tags", () => {
    expect(charsetFromContentType('text/html; charset="ISO-8859-1"')).toBe("iso-8859-1");
    expect(charsetFromContentType("text/html")).toBeNull();
    expect(sniffMetaCharset(new Uint8Array(Buffer.from("<meta charset=Shift_JIS>")))).toBe("shift_jis");
  });
});
