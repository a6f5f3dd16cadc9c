// No React here: main.tsx starts the search strip's animation before the app's code is loaded.
import {
  SEARCH_PLACEHOLDER,
  SEARCH_ROTATION_MS,
  SEARCH_SUGGESTIONS,
  SEARCH_TYPING_SPEED,
} from '../../lib/ui-settings';
import { startTypedPlaceholder } from './typed-placeholder';

/** The search strip's texts: the placeholder, then each suggestion. */
export const TYPED_TEXTS: readonly string[] = [
  SEARCH_PLACEHOLDER,
  ...SEARCH_SUGGESTIONS.map((word) => `Search "${word}"`),
];

/** A key every 100 − speed ms, as the typing speed is counted (speed 50: a key every 50 ms). */
const KEY_MS = 100 - SEARCH_TYPING_SPEED;

/** Starts the typing animation of one search strip's placeholder box; returns its stopper. */
export function startSearchPlaceholder(box: Element): () => void {
  return startTypedPlaceholder(box, TYPED_TEXTS, SEARCH_ROTATION_MS, KEY_MS);
}

/** Starts the animation of every search strip on the page (the header's, drawn by the server). */
export function startSearchPlaceholders(): void {
  // The strip's box carries the attribute (search-bar.tsx).
  for (const box of document.querySelectorAll('[data-typed-placeholder]')) {
    startSearchPlaceholder(box);
  }
}
