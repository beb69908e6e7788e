/** One supply group after a nation's orders: its provinces (ids), the pp it may spend, and what is left (W4). */
export interface SupplyLeft {
  provinces: string[];
  spendable: number;
  left: number;
}

/** The label of a receipt's line of pp left per supply group (W4). */
export const SUPPLY_LEFT_LABEL = "pp left per supply group: ";

/**
 * The groups of a receipt's line of pp left per supply group (W4), as the older play words them: "3 of 5 (Moscow,
 * Kiev, Warsaw +22); 0 of 1 (Riga)".
 */
export function supplyLeftList(groups: readonly SupplyLeft[], nameOf: (id: string) => string): string {
  return groups
    .map((g) => {
      const names = g.provinces.slice(0, 3).map(nameOf).join(", ");
      const more = g.provinces.length > 3 ? ` +${g.provinces.length - 3}` : "";
      return `${g.left} of ${g.spendable} (${names}${more})`;
    })
    .join("; ");
}
