import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { BatchedReads } from './batched-reads';

/** A reader that doubles numbers and records each batch it was given (in `log` too, if given). */
function doubling(
  options: {
    failingBatches?: number;
    short?: boolean;
    answersPerTurn?: number;
    log?: (number | string)[];
  } = {},
) {
  const batches: number[][] = [];
  const reads = new BatchedReads<number, number>(
    async (queries) => {
      batches.push([...queries]);
      options.log?.push(`read ${queries.join(',')}`);
      await Promise.resolve();
      if (batches.length <= (options.failingBatches ?? 0))
        throw new Error('the database went away');
      const answers = queries.map((query) => query * 2);
      return options.short ? answers.slice(1) : answers;
    },
    { maxQueries: 3, answersPerTurn: options.answersPerTurn },
  );
  return { reads, batches };
}

describe('BatchedReads', () => {
  it('answers the questions of one turn with one read, each caller its own answer', async () => {
    const { reads, batches } = doubling();
    const answers = await Promise.all([reads.read(1), reads.read(2)]);
    expect(answers).toEqual([2, 4]);
    expect(batches).toEqual([[1, 2]]);
  });

  it('sends a question asked after a batch went in a batch of its own', async () => {
    const { reads, batches } = doubling();
    const first = reads.read(1);
    await nextTurn();
    // The first batch has been sent: a later question does not join it.
    const second = reads.read(5);
    expect(await Promise.all([first, second])).toEqual([2, 10]);
    expect(batches).toEqual([[1], [5]]);
  });

  it('sends a full batch at once and starts the next', async () => {
    const { reads, batches } = doubling();
    const answers = await Promise.all([1, 2, 3, 4].map((n) => reads.read(n)));
    expect(answers).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  /**
   * Three questions; the first caller asks again once answered, as a shopper's next request would.
   * What happened, in order: the batches read and the answers handed out.
   */
  async function askingAgain(answersPerTurn?: number) {
    const log: (number | string)[] = [];
    const { reads } = doubling({ answersPerTurn, log });
    const note = (answer: number) => log.push(answer);
    const again = reads.read(1).then(async (answer) => {
      note(answer);
      note(await reads.read(10));
    });
    await Promise.all([again, reads.read(2).then(note), reads.read(3).then(note)]);
    return log;
  }

  it('hands out all of a batch at once unless told otherwise', async () => {
    expect(await askingAgain()).toEqual(['read 1,2,3', 2, 4, 6, 'read 10', 20]);
  });

  it('hands out a few answers per turn, oldest first, reading the questions asked meanwhile', async () => {
    // The second question was read before the first batch's other answers were handed out, and
    // its answer waited for theirs.
    expect(await askingAgain(1)).toEqual(['read 1,2,3', 2, 'read 10', 4, 6, 20]);
  });

  it('rejects every caller of a batch whose read failed, and the next batch still works', async () => {
    const { reads, batches } = doubling({ failingBatches: 1 });
    const results = await Promise.allSettled([reads.read(1), reads.read(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);

    await expect(reads.read(4)).resolves.toBe(8);
    expect(batches).toEqual([[1, 2], [4]]);
  });

  it('rejects rather than give anyone a wrong answer when the read returns too few', async () => {
    const { reads } = doubling({ short: true });
    const results = await Promise.allSettled([reads.read(1), reads.read(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
