/**
 * A run's changes held against the prediction: a changed image it did not list is a miss (the run
 * fails for it); an image it listed that the run shot and found unchanged is only counted.
 */
export function judgePrediction(
  predicted: string[],
  changes: { image: string; status: string }[],
  taken: string[],
): { missed: string[]; unchanged: string[] } {
  const listed = new Set(predicted);
  const changed = new Set(changes.map((change) => change.image));
  const shot = new Set(taken);
  return {
    // A new image has no baseline to predict from, and a removed one is the run's own finding.
    missed: changes.filter((c) => c.status === 'changed' && !listed.has(c.image)).map((c) => c.image),
    unchanged: predicted.filter((image) => shot.has(image) && !changed.has(image)),
  };
}
