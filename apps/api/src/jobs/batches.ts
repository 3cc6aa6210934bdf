/**
 * Runs `batch` (which handles at most `batchSize` items and answers how many it handled) until one comes back
 * short, and answers the total: a job works through its backlog in bounded transactions.
 */
export async function inBatchesUntilDone(batchSize: number, batch: () => Promise<number>): Promise<number> {
  let total = 0
  for (;;) {
    const done = await batch()
    total += done
    if (done < batchSize) return total
  }
}
