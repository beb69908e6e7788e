const ISO_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Normalises a Discord timestamp ("2020-08-07T11:22:49.824096+00:00") to ISO 8601 UTC with milliseconds
 * ("2020-08-07T11:22:49.824Z"); no offset means UTC. Null when the text is not a valid timestamp.
 */
export function isoUtc(timestamp: string): string | null {
  const match = ISO_TIMESTAMP.exec(timestamp.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const parts = [year, month, day, hour, minute, second ?? "0"].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [y, mo, d, h, mi, s] = parts;
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const millis = Number((fraction ?? "").padEnd(3, "0").slice(0, 3));
  let offsetMinutes = 0;
  if (zone !== undefined && zone.toUpperCase() !== "Z") {
    const sign = zone.startsWith("-") ? -1 : 1;
    const digits = zone.slice(1).replace(":", "");
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
  }
  const local = new Date(Date.UTC(y, mo - 1, d, h, mi, s, millis));
  if (local.getUTCDate() !== d || y < 1000) return null;
  return new Date(local.getTime() - offsetMinutes * 60_000).toISOString();
}
