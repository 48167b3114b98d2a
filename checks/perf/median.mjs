// The median the performance scripts report: the middle value once sorted (the upper middle of an
// even count), so it is always one of the measured values.

/** @param {number[]} values */
export const median = (values) =>
  /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);
