import { FIRST_ANSWERS_ELEMENT_ID } from '@shop/contract';

// As long as the catalogue queries treat an answer as fresh: later, a call goes out as usual.
const USABLE_FOR_MS = 60_000;

let answers: Map<string, unknown> | undefined;

/** The answers the page's HTML carries (decision 011), read once; the element is then dropped. */
function readAnswers(): Map<string, unknown> {
  const element = document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (!element) return new Map();
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return typeof parsed === 'object' && parsed !== null
      ? new Map<string, unknown>(Object.entries(parsed))
      : new Map<string, unknown>();
  } catch {
    // A broken element only costs the round trips it would have saved.
    return new Map();
  }
}

function take(key: string, fresh: boolean): unknown {
  answers ??= readAnswers();
  if (answers.size === 0) return undefined;
  if (fresh && performance.now() > USABLE_FOR_MS) {
    answers.clear();
    return undefined;
  }
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}

/**
 * The answer the page's HTML carried for the call named `key` (see `apiCallKey`), at most once and
 * only in the page's first minute; undefined when the call must go out.
 */
export function takeFirstAnswer(key: string): unknown {
  return take(key, true);
}

/**
 * The same answer however old: what the server drew the page with, which the app takes the page
 * over with when the shopper starts using it, maybe minutes later (decision 035; the cache is told
 * its age, see seedFirstQueries).
 */
export function takeDrawnAnswer(key: string): unknown {
  return take(key, false);
}
