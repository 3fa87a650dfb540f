/** Figures of a set of loads: a median, quantiles, and how two interleaved builds compare. */

/** The q-quantile (0…1) of values, interpolated between the two nearest ranks; NaN for none. */
export function quantile(values: readonly number[], q: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (sorted.length - 1) * q;
  const below = Math.floor(rank);
  const above = Math.ceil(rank);
  // A load that never showed data counts as Infinity: on a rank of its own it is the figure.
  if (below === above) return sorted[below]!;
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

export interface PairedRatios {
  /** Pairs in which both loads showed their data. */
  pairs: number;
  /** The middle half of the pairs' ratios (this / baseline): their 25th and 75th percentiles. */
  low: number;
  high: number;
}

/**
 * How two builds' interleaved loads compare pair by pair: load i of each ran one after the other,
 * so a pair shares the machine's state of that moment. The spread of the pairs' ratios says how
 * far one median ratio can be trusted: on a shared machine a screen's ratio moves by several
 * points between runs, and a median ratio near a target is only a finding when the middle half
 * of its pairs is on one side of it. A pair where either load never showed data is left out.
 */
export function pairedRatios(
  current: readonly number[],
  baseline: readonly number[],
): PairedRatios {
  const ratios: number[] = [];
  for (let i = 0; i < Math.min(current.length, baseline.length); i += 1) {
    const a = current[i]!;
    const b = baseline[i]!;
    if (Number.isFinite(a) && Number.isFinite(b) && b > 0) ratios.push(a / b);
  }
  return { pairs: ratios.length, low: quantile(ratios, 0.25), high: quantile(ratios, 0.75) };
}
