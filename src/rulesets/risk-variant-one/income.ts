import { territoryName } from "./classic-map.ts";
import { openActions } from "./rounds.ts";
import { fromDealersLeft, type RiskState } from "./state.ts";
import { armies, no, type RiskVerdict, yes } from "./verdict.ts";
import type { Work } from "./work.ts";

/** V5: a continent's bonus under the rulings (the classic bonuses by default; else the map's). */
export function continentBonus(w: Pick<Work, "s" | "map">, continent: string): number {
  return (
    w.s.rulings.continentBonuses[continent] ?? w.map.continents.find((c) => c.id === continent)?.bonus ?? 0
  );
}

/**
 * V5: opens the income phase. Every owned territory gets its income in armies (a negative income, when the ruling
 * allows it, removes armies but never the last one); every neutral one grows by its income, 0 counting as 1 (ruling
 * `neutralZeroIncomeCountsAs`); every complete continent gives its owner bonus armies to place inside it. With no
 * bonus to place, the action rounds start at once.
 */
export function openIncome(w: Work): void {
  w.s.phase = "income";
  w.s.actor = null;
  w.s.pending = null;
  w.s.bonuses = [];
  for (const [id, t] of Object.entries(w.s.territories)) {
    let change: number;
    if (t.owner === null) {
      const income = Math.max(0, t.income);
      change = income === 0 ? w.s.rulings.neutralZeroIncomeCountsAs : income;
    } else {
      change = t.income >= 0 ? t.income : Math.max(t.income, 1 - t.armies);
    }
    if (change === 0) continue;
    t.armies += change;
    w.emit({ type: "income", territory: id, owner: t.owner, armies: change, total: t.armies });
  }
  for (const player of fromDealersLeft(w.s)) {
    for (const continent of w.map.continents) {
      if (!continent.provinces.every((id) => w.s.territories[id]?.owner === player)) continue;
      const bonus = continentBonus(w, continent.id);
      if (bonus <= 0) continue;
      w.s.bonuses.push({ player, continent: continent.id, armies: bonus });
      w.emit({ type: "bonus", player, continent: continent.id, armies: bonus });
    }
  }
  if (w.s.bonuses.length === 0) openActions(w);
}

/** V5: the continent of a territory in which the player has bonus armies left, if any. */
function bonusFor(
  state: RiskState,
  player: string,
  continentOf: (id: string) => string | undefined,
  id: string,
) {
  const continent = continentOf(id);
  return state.bonuses.find((b) => b.player === player && b.continent === continent && b.armies > 0);
}

/** V5: judges "place N in T" during the income phase. */
export function judgeBonusPlace(
  w: Pick<Work, "s" | "map">,
  player: string,
  count: number,
  territory: string,
): RiskVerdict {
  const name = territoryName(w.map, territory);
  const continentOf = (id: string) => w.map.continents.find((c) => c.provinces.includes(id))?.id;
  const mine = w.s.bonuses.filter((b) => b.player === player && b.armies > 0);
  if (mine.length === 0) {
    return no(
      "V5.no-bonus",
      `V5: you have no continent bonus armies to place (${player}); only holders of a whole continent get them`,
    );
  }
  const bonus = bonusFor(w.s, player, continentOf, territory);
  if (!bonus) {
    const where = mine
      .map((b) => `${armies(b.armies)} in ${w.map.continents.find((c) => c.id === b.continent)?.name}`)
      .join(", ");
    return no(
      "V5.outside-continent",
      `V5: bonus armies are placed inside the continent that gave them; ${name} is not in it (${player}: ${where})`,
    );
  }
  const continentName = w.map.continents.find((c) => c.id === bonus.continent)?.name ?? bonus.continent;
  if (count > bonus.armies) {
    return no(
      "V5.too-many",
      `V5: you have only ${armies(bonus.armies)} of ${continentName} bonus left to place, not ${count} (${player})`,
    );
  }
  const left = bonus.armies - count;
  return yes(
    "V5.place",
    `V5: ${player} places ${armies(count)} of the ${continentName} bonus in ${name}${left > 0 ? ` (${left} left)` : ""}`,
  );
}

/** V5: places bonus armies (judged first); when every bonus is placed the action rounds start. */
export function applyBonusPlace(w: Work, player: string, count: number, territory: string): void {
  const continent = w.map.continents.find((c) => c.provinces.includes(territory))?.id;
  const bonus = w.s.bonuses.find((b) => b.player === player && b.continent === continent && b.armies > 0);
  if (!bonus) return;
  bonus.armies -= count;
  w.s.territories[territory]!.armies += count;
  w.emit({ type: "placed", player, territory, armies: count, why: "bonus" });
  if (w.s.bonuses.every((b) => b.armies === 0)) {
    w.s.bonuses = [];
    w.emit({ type: "income-closed", by: "players" });
    openActions(w);
  }
}

/**
 * V5 ruling `unplacedBonus`: the bonus armies of `players` nobody placed go one at a time, round the players in the
 * order given, on the continent's territory with the fewest armies (ties: map order); with `lost` they are lost.
 */
function settleUnplaced(w: Work, players: readonly string[]): void {
  if (w.s.rulings.unplacedBonus === "lost") {
    for (const b of w.s.bonuses) {
      if (b.armies > 0 && players.includes(b.player)) {
        w.emit({ type: "bonus-lost", player: b.player, continent: b.continent, armies: b.armies });
        b.armies = 0;
      }
    }
    return;
  }
  const owing = () => w.s.bonuses.some((b) => b.armies > 0 && players.includes(b.player));
  while (owing()) {
    for (const player of players) {
      const bonus = w.s.bonuses.find((b) => b.player === player && b.armies > 0);
      if (!bonus) continue;
      const continent = w.map.continents.find((c) => c.id === bonus.continent);
      const ids = continent?.provinces ?? [];
      let target = ids[0]!;
      for (const id of ids) {
        if ((w.s.territories[id]?.armies ?? 0) < (w.s.territories[target]?.armies ?? 0)) target = id;
      }
      bonus.armies -= 1;
      w.s.territories[target]!.armies += 1;
      w.emit({ type: "placed", player, territory: target, armies: 1, why: "bonus" });
    }
  }
}

/**
 * V5 ruling `unplacedBonus`: the GM (or the engine) closes the income phase. Bonus armies nobody placed go one at a
 * time, from the dealer's left, on the continent's territory with the fewest armies (ties: map order); with `lost`
 * they are lost. Then the action rounds start.
 */
export function closeIncome(w: Work): void {
  if (w.s.phase !== "income") return;
  settleUnplaced(w, fromDealersLeft(w.s));
  w.s.bonuses = [];
  w.emit({ type: "income-closed", by: "engine" });
  openActions(w);
}

/** V5/V6: the continent bonus armies a player still has to place in the income phase. */
export function bonusLeft(state: RiskState, player: string): number {
  return state.bonuses.filter((b) => b.player === player).reduce((n, b) => n + b.armies, 0);
}

/**
 * V6 turn-3 ruling: "Pass" ("done", "end turn") in the income phase closes the player's placing: the bonus armies
 * they have not placed go by the `unplacedBonus` ruling, as when the GM closes the phase. A player with nothing to
 * place has nothing to close.
 */
export function judgeIncomePass(w: Pick<Work, "s" | "map">, player: string): RiskVerdict {
  const left = bonusLeft(w.s, player);
  if (left === 0) {
    const owing = [...new Set(w.s.bonuses.filter((b) => b.armies > 0).map((b) => b.player))];
    return no(
      "V6.nothing-to-close",
      `V6: you have no continent bonus armies to place (${player}); the action rounds start when ${owing.join(" and ") || "everyone"} ${owing.length === 1 ? "has" : "have"} placed theirs`,
    );
  }
  const how =
    w.s.rulings.unplacedBonus === "lost"
      ? `${armies(left)} not placed ${left === 1 ? "is" : "are"} lost`
      : `${armies(left)} not placed ${left === 1 ? "goes" : "go"} one at a time on the continent's territory with the fewest armies`;
  return yes("V6.pass-income", `V6: ${player} passes: ${player}'s placing is over (V5: ${how})`);
}

/** V6: applies a judged pass in the income phase; when every bonus is placed the action rounds start. */
export function applyIncomePass(w: Work, player: string): void {
  w.emit({ type: "passed", player });
  settleUnplaced(w, [player]);
  if (w.s.bonuses.every((b) => b.armies === 0)) {
    w.s.bonuses = [];
    w.emit({ type: "income-closed", by: "players" });
    openActions(w);
  }
}
