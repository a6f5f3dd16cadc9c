/** One caller's question in a batch, and how to answer it. */
interface Waiting<Q, R> {
  query: Q;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Answers every question asked within one turn of the event loop with one read (decision 029).
 * Under load, a hundred shoppers opening product pages at once cost the database one statement
 * per turn instead of one each: fewer round trips, fewer backends woken, fewer context switches on
 * a small machine. Alone, a question waits for nothing: its batch is sent right after the current
 * turn's I/O (`setImmediate`), with only that question in it.
 *
 * A batch is sent once and never joined afterwards, so every answer is read after it was asked for.
 * Only for reads outside a transaction: a transaction's reads must see its own writes.
 *
 * A batch whose answers each cost its callers much work (a listing page: eight products to write
 * out) can hand them out a few per turn (`answersPerTurn`). Between those turns the process reads
 * the requests that came meanwhile and sends their batch, so the database reads the next batch
 * while the process is still answering this one, instead of the two taking turns (decision 039).
 */
export class BatchedReads<Q, R> {
  #waiting: Waiting<Q, R>[] = [];
  #scheduled = false;
  /** Answers read and not yet handed out, oldest first; not empty while more turns are to come. */
  #toHandOut: (() => void)[] = [];
  private readonly maxQueries: number;
  private readonly answersPerTurn: number;

  constructor(
    /** Reads the answers to many questions at once, one per question, in their order. */
    private readonly readAll: (queries: readonly Q[]) => Promise<readonly R[]>,
    options: {
      /** Past this many questions a batch is sent at once and the next one begins. */
      maxQueries?: number;
      /** The most answers handed out in one turn of the event loop; all at once when absent. */
      answersPerTurn?: number;
    } = {},
  ) {
    this.maxQueries = options.maxQueries ?? 500;
    this.answersPerTurn = options.answersPerTurn ?? Infinity;
  }

  read(query: Q): Promise<R> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ query, resolve, reject });
      if (this.#waiting.length >= this.maxQueries) this.#send();
      else if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => {
          this.#send();
        });
      }
    });
  }

  #send(): void {
    const waiting = this.#waiting;
    this.#waiting = [];
    this.#scheduled = false;
    if (waiting.length === 0) return;
    this.readAll(waiting.map(({ query }) => query)).then(
      (results) => {
        if (results.length !== waiting.length) {
          const error = new Error(`a batch of ${waiting.length} reads got ${results.length}`);
          for (const { reject } of waiting) reject(error);
          return;
        }
        // Answers already waiting have their turns to come, and these join them.
        const startNow = this.#toHandOut.length === 0;
        waiting.forEach(({ resolve }, at) => {
          this.#toHandOut.push(() => {
            resolve(results[at] as R);
          });
        });
        if (startNow) this.#handOut();
      },
      (error: unknown) => {
        for (const { reject } of waiting) reject(error);
      },
    );
  }

  /**
   * Hands out `answersPerTurn` of the answers read, oldest first whichever batch they came in, and
   * the rest in later turns: a batch read while an earlier one is still being answered waits for it.
   */
  #handOut(): void {
    const now = this.#toHandOut.splice(0, this.answersPerTurn);
    for (const answer of now) answer();
    if (this.#toHandOut.length > 0) {
      setImmediate(() => {
        this.#handOut();
      });
    }
  }
}
