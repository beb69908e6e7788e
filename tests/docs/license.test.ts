import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");

describe("LICENSE", () => {
  it("is the MIT licence package.json names, with the project's copyright line", () => {
    const pkg = JSON.parse(read("package.json")) as { license?: string };
    expect(pkg.license).toBe("MIT");
    const text = read("LICENSE");
    expect(text.split("\n")[0]).toBe("MIT License");
    expect(text).toContain("Copyright (c) 2026 The Adjutant authors");
    expect(text).toContain("Permission is hereby granted, free of charge, to any person obtaining a copy");
    expect(text).toContain('THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND');
  });
});
