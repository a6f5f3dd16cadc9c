import { inBoth } from '../../http/answer-texts';
import { AppError } from '../../app-error';
import { isUniqueViolation } from '../../db/errors';

/** The unique index that keeps products' codes apart (migration 0031). */
const CODE_INDEX = 'products_code_key';

/** The constraint a database error names, on the error or its cause (drivers differ). */
function constraintOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && 'constraint' in current) {
      const { constraint } = current;
      if (typeof constraint === 'string') return constraint;
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}

/**
 * A product write's rejection handler (`.catch(codeTakenBy(input.code))` on its transaction): a
 * code another product holds, found by the unique index (also when two writes race for one code:
 * the second waits for the first and then fails there), becomes a 409 naming the code; the
 * transaction has rolled back, so nothing is written. Anything else is thrown on as it was.
 */
export function codeTakenBy(code: string | undefined): (error: unknown) => never {
  return (error) => {
    const constraint = constraintOf(error);
    const onCode = constraint === undefined || constraint === CODE_INDEX;
    if (code !== undefined && isUniqueViolation(error) && onCode) {
      throw new AppError(
        'CONFLICT',
        inBoth((t) => t.productCodeTaken(code)),
        { field: 'code' },
      );
    }
    throw error;
  };
}
