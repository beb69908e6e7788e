import { distance } from "fastest-levenshtein";
import { foldName } from "../../parsers/text/fold.ts";
import { jsonPath, type MapProblem, type MapProblemCode } from "./problem.ts";
import type { MapData } from "./schema.ts";

type Kind = "province" | "sea" | "continent";

/**
 * The graph checks of a map that already has the right shape (it passed `mapSchema`): duplicate ids, duplicate
 * names or aliases (compared with `foldName`), unknown ids, links to the wrong kind of element, repeated entries,
 * self-adjacency, adjacency that is not symmetric (land, ferries, seas), ports on seas the province does not touch,
 * production that is not a multiple of 0.25 pp, ferries that name a sea zone, islands without a port or ferry,
 * parts of the map that cannot be reached, and continents with unknown or repeated provinces.
 * Every problem is collected; the list is empty for a sound map. Pure.
 */
export function checkMapGraph(data: MapData, file: string): MapProblem[] {
  const problems: MapProblem[] = [];
  const report = (kind: Kind, id: string, path: PropertyKey[], code: MapProblemCode, text: string): void => {
    problems.push({
      file,
      element: id,
      path: jsonPath(path),
      code,
      message: `${file}: ${kind} "${id}": ${text}`,
    });
  };

  const provinces = new Map<string, MapData["provinces"][number]>();
  const seas = new Map<string, MapData["seas"][number]>();
  const firstUse = new Map<string, string>();

  // Duplicate ids: provinces and sea zones share one namespace (names and orders refer to both).
  data.provinces.forEach((p, i) => {
    const where = `provinces[${i}]`;
    const earlier = firstUse.get(p.id);
    if (earlier !== undefined) {
      report(
        "province",
        p.id,
        ["provinces", i, "id"],
        "duplicate-id",
        `id "${p.id}" is already used by ${earlier}`,
      );
    } else {
      firstUse.set(p.id, where);
      provinces.set(p.id, p);
    }
  });
  data.seas.forEach((s, i) => {
    const where = `seas[${i}]`;
    const earlier = firstUse.get(s.id);
    if (earlier !== undefined) {
      report("sea", s.id, ["seas", i, "id"], "duplicate-id", `id "${s.id}" is already used by ${earlier}`);
    } else {
      firstUse.set(s.id, where);
      seas.set(s.id, s);
    }
  });
  const continentIds = new Map<string, number>();
  data.continents.forEach((c, i) => {
    const earlier = continentIds.get(c.id);
    if (earlier !== undefined) {
      report(
        "continent",
        c.id,
        ["continents", i, "id"],
        "duplicate-id",
        `id "${c.id}" is already used by continents[${earlier}]`,
      );
    } else continentIds.set(c.id, i);
  });

  problems.push(...duplicateNames(data, file));

  const suggest = (id: string, pool: Map<string, unknown>): string => {
    let best: string | undefined;
    let bestDistance = 3;
    for (const known of pool.keys()) {
      const d = distance(id, known);
      if (d < bestDistance) {
        best = known;
        bestDistance = d;
      }
    }
    return best === undefined ? "" : ` (did you mean "${best}"?)`;
  };

  data.provinces.forEach((p, i) => {
    const at = (...rest: PropertyKey[]): PropertyKey[] => ["provinces", i, ...rest];
    if (!Number.isInteger(p.production * 4)) {
      report(
        "province",
        p.id,
        at("production"),
        "production-not-quarter",
        `production ${p.production} is not a multiple of 0.25 pp`,
      );
    }

    const checkLinks = (field: "adjacent" | "ferries"): void => {
      const seen = new Set<string>();
      p[field].forEach((other, j) => {
        const path = at(field, j);
        if (other === p.id) {
          report("province", p.id, path, "self-adjacent", `${field} lists the province itself`);
        } else if (seen.has(other)) {
          report("province", p.id, path, "repeated-entry", `${field} lists "${other}" more than once`);
        } else if (seas.has(other)) {
          if (field === "ferries") {
            report(
              "province",
              p.id,
              path,
              "ferry-not-land",
              `ferry to "${other}", which is a sea zone: a ferry joins two land provinces`,
            );
          } else {
            report(
              "province",
              p.id,
              path,
              "wrong-kind",
              `adjacent lists "${other}", which is a sea zone: sea zones a province touches go in "coasts"`,
            );
          }
        } else if (!provinces.has(other)) {
          report(
            "province",
            p.id,
            path,
            "unknown-id",
            `${field} lists "${other}", which is not a province of this map${suggest(other, provinces)}`,
          );
        } else {
          const back = provinces.get(other)?.[field] ?? [];
          if (!back.includes(p.id)) {
            report(
              "province",
              p.id,
              path,
              "asymmetric-adjacency",
              field === "adjacent"
                ? `adjacency not symmetric: lists "${other}" but "${other}" does not list "${p.id}"`
                : `ferry not symmetric: lists "${other}" but "${other}" does not list "${p.id}" in its ferries`,
            );
          }
        }
        seen.add(other);
      });
    };
    checkLinks("adjacent");
    checkLinks("ferries");
    p.ferries.forEach((other, j) => {
      if (other !== p.id && p.adjacent.includes(other)) {
        report(
          "province",
          p.id,
          at("ferries", j),
          "repeated-entry",
          `"${other}" is listed both as a land neighbour and as a ferry`,
        );
      }
    });

    const seenCoasts = new Set<string>();
    p.coasts.forEach((sea, j) => {
      const path = at("coasts", j);
      if (seenCoasts.has(sea)) {
        report("province", p.id, path, "repeated-entry", `coasts lists "${sea}" more than once`);
      } else if (provinces.has(sea)) {
        report(
          "province",
          p.id,
          path,
          "wrong-kind",
          `coasts lists "${sea}", which is a province: land neighbours go in "adjacent"`,
        );
      } else if (!seas.has(sea)) {
        report(
          "province",
          p.id,
          path,
          "unknown-id",
          `coasts lists "${sea}", which is not a sea zone of this map${suggest(sea, seas)}`,
        );
      }
      seenCoasts.add(sea);
    });

    if (p.port !== null) {
      if (provinces.has(p.port)) {
        report(
          "province",
          p.id,
          at("port"),
          "wrong-kind",
          `port is on "${p.port}", which is a province, not a sea zone`,
        );
      } else if (!seas.has(p.port)) {
        report(
          "province",
          p.id,
          at("port"),
          "unknown-id",
          `port is on "${p.port}", which is not a sea zone of this map${suggest(p.port, seas)}`,
        );
      } else if (!p.coasts.includes(p.port)) {
        report(
          "province",
          p.id,
          at("port"),
          "port-not-on-coast",
          `port is on sea "${p.port}", which the province does not touch (add "${p.port}" to its coasts)`,
        );
      }
    }

    if (p.adjacent.length === 0 && p.ferries.length === 0 && p.port === null) {
      report(
        "province",
        p.id,
        at(),
        "island-without-port",
        "is an island (no land neighbour and no ferry) with no port: give it a port or a ferry",
      );
    }
  });

  data.seas.forEach((s, i) => {
    const seen = new Set<string>();
    s.adjacent.forEach((other, j) => {
      const path = ["seas", i, "adjacent", j];
      if (other === s.id) {
        report("sea", s.id, path, "self-adjacent", "adjacent lists the sea zone itself");
      } else if (seen.has(other)) {
        report("sea", s.id, path, "repeated-entry", `adjacent lists "${other}" more than once`);
      } else if (provinces.has(other)) {
        report(
          "sea",
          s.id,
          path,
          "wrong-kind",
          `adjacent lists "${other}", which is a province: a province touches a sea through its "coasts"`,
        );
      } else if (!seas.has(other)) {
        report(
          "sea",
          s.id,
          path,
          "unknown-id",
          `adjacent lists "${other}", which is not a sea zone of this map${suggest(other, seas)}`,
        );
      } else if (!(seas.get(other)?.adjacent ?? []).includes(s.id)) {
        report(
          "sea",
          s.id,
          path,
          "asymmetric-adjacency",
          `adjacency not symmetric: lists "${other}" but "${other}" does not list "${s.id}"`,
        );
      }
      seen.add(other);
    });
  });

  const continentOf = new Map<string, string>();
  data.continents.forEach((c, i) => {
    const seen = new Set<string>();
    c.provinces.forEach((id, j) => {
      const path = ["continents", i, "provinces", j];
      if (!provinces.has(id)) {
        report(
          "continent",
          c.id,
          path,
          "continent-unknown-province",
          `lists "${id}", which is not a province of this map${suggest(id, provinces)}`,
        );
      } else if (seen.has(id)) {
        report("continent", c.id, path, "continent-repeated-province", `lists "${id}" more than once`);
      } else if (continentOf.has(id) && continentOf.get(id) !== c.id) {
        report(
          "continent",
          c.id,
          path,
          "continent-repeated-province",
          `lists "${id}", which is already in continent "${continentOf.get(id)}"`,
        );
      } else continentOf.set(id, c.id);
      seen.add(id);
    });
  });

  problems.push(...unreachable(data, provinces, seas, file));
  return problems;
}

/** Names, ids and aliases must mean one element only (compared case-, accent- and punctuation-insensitively). */
function duplicateNames(data: MapData, file: string): MapProblem[] {
  const problems: MapProblem[] = [];
  const owners = new Map<string, { kind: Kind; id: string; index: number; what: string; text: string }>();
  const visit = (
    kind: "province" | "sea",
    collection: "provinces" | "seas",
    index: number,
    element: { id: string; name: string; aliases: string[] },
  ): void => {
    const entries: { text: string; path: PropertyKey[]; what: string }[] = [
      { text: element.id, path: [collection, index, "id"], what: "id" },
      { text: element.name, path: [collection, index, "name"], what: "name" },
      ...element.aliases.map((a, j) => ({ text: a, path: [collection, index, "aliases", j], what: "alias" })),
    ];
    const reported = new Set<string>();
    for (const entry of entries) {
      const key = foldName(entry.text);
      const owner = owners.get(key);
      if (owner === undefined) {
        owners.set(key, { kind, id: element.id, index, what: entry.what, text: entry.text });
        continue;
      }
      const same = owner.kind === kind && owner.id === element.id && owner.index === index;
      // two elements with one id are already reported as a duplicate id
      const sameIdEntry = entry.what === "id" && owner.id === element.id;
      if (same || sameIdEntry || reported.has(key)) continue;
      reported.add(key);
      problems.push({
        file,
        element: element.id,
        path: jsonPath(entry.path),
        code: "duplicate-name",
        message:
          `${file}: ${kind} "${element.id}": ${entry.what} "${entry.text}" clashes with ${owner.what} "${owner.text}" ` +
          `of ${owner.kind} "${owner.id}" (ids, names and aliases must differ, ignoring case and accents)`,
      });
    }
  };
  data.provinces.forEach((p, i) => {
    visit("province", "provinces", i, p);
  });
  data.seas.forEach((s, i) => {
    visit("sea", "seas", i, s);
  });
  return problems;
}

/**
 * Every province and sea zone must be reachable from the rest of the map over land borders, ferries, coasts and
 * sea-to-sea adjacency (links are taken both ways). The part holding most provinces is the main map; every
 * element outside it is reported.
 */
function unreachable(
  data: MapData,
  provinces: Map<string, MapData["provinces"][number]>,
  seas: Map<string, MapData["seas"][number]>,
  file: string,
): MapProblem[] {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    let at = x;
    while (at !== root) {
      const next = parent.get(at) ?? root;
      parent.set(at, root);
      at = next;
    }
    return root;
  };
  const union = (a: string, b: string): void => {
    if (!parent.has(a) || !parent.has(b)) return;
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(rb, ra);
  };
  for (const id of provinces.keys()) parent.set(id, id);
  for (const id of seas.keys()) parent.set(id, id);
  for (const p of provinces.values()) {
    for (const other of p.adjacent) if (provinces.has(other)) union(p.id, other);
    for (const other of p.ferries) if (provinces.has(other)) union(p.id, other);
    for (const sea of p.coasts) if (seas.has(sea)) union(p.id, sea);
  }
  for (const s of seas.values()) for (const other of s.adjacent) if (seas.has(other)) union(s.id, other);

  const sizes = new Map<string, number>();
  for (const id of provinces.keys()) {
    const root = find(id);
    sizes.set(root, (sizes.get(root) ?? 0) + 1);
  }
  let mainRoot: string | undefined;
  let mainSize = -1;
  for (const id of provinces.keys()) {
    const root = find(id);
    const size = sizes.get(root) ?? 0;
    if (size > mainSize) {
      mainRoot = root;
      mainSize = size;
    }
  }
  if (mainRoot === undefined) return [];
  const anchor = [...provinces.keys()].find((id) => find(id) === mainRoot) ?? mainRoot;

  const problems: MapProblem[] = [];
  const describe = (id: string): string => {
    const part = [...parent.keys()].filter((other) => find(other) === find(id));
    const shown = part.slice(0, 6).map((x) => `"${x}"`);
    return part.length > 1 ? `; its separate part: ${shown.join(", ")}${part.length > 6 ? ", …" : ""}` : "";
  };
  data.provinces.forEach((p, i) => {
    if (provinces.get(p.id) !== p || find(p.id) === mainRoot) return;
    problems.push({
      file,
      element: p.id,
      path: `provinces[${i}]`,
      code: "unreachable",
      message: `${file}: province "${p.id}": cannot be reached from "${anchor}" by land, ferry or sea${describe(p.id)}`,
    });
  });
  data.seas.forEach((s, i) => {
    if (seas.get(s.id) !== s || find(s.id) === mainRoot) return;
    problems.push({
      file,
      element: s.id,
      path: `seas[${i}]`,
      code: "unreachable",
      message: `${file}: sea "${s.id}": cannot be reached from "${anchor}": no province touches it and no sea zone of the main map joins it${describe(s.id)}`,
    });
  });
  return problems;
}
