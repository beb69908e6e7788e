/**
 * The judgement of one order: accepted or not, a machine code prefixed by the rule that decided it
 * (`V6.out-of-turn`, `V3.buy`; `order.…` for orders that name nothing the game knows) and a friendly sentence with
 * display names and numbers ("V6: it is Bob's turn to act, not yours (Alice)").
 */
export interface RiskVerdict {
  accepted: boolean;
  code: string;
  message: string;
}

/** An accepted verdict. */
export function yes(code: string, message: string): RiskVerdict {
  return { accepted: true, code, message };
}

/** A refused verdict. */
export function no(code: string, message: string): RiskVerdict {
  return { accepted: false, code, message };
}

/** "1 army" / "3 armies". */
export function armies(n: number): string {
  return `${n} ${Math.abs(n) === 1 ? "army" : "armies"}`;
}
