// No React here: main.tsx starts the search strip's animation before the app's code is loaded.
import type { Locale, StorefrontWords } from '@shop/contract';
import { SEARCH_ROTATION_MS, SEARCH_TYPING_SPEED } from '../../lib/ui-settings';
import { searchTexts } from './search-texts';
import { startTypedPlaceholder } from './typed-placeholder';

/** The search strip's texts in a locale: the placeholder, then each suggestion. */
export function typedTexts(words: StorefrontWords, locale: Locale): string[] {
  const { suggestion } = searchTexts[locale];
  return [words.searchPlaceholder, ...words.searchSuggestions.map((word) => suggestion(word))];
}

/** A key every 100 − speed ms, as the typing speed is counted (speed 50: a key every 50 ms). */
const KEY_MS = 100 - SEARCH_TYPING_SPEED;

/**
 * Starts the typing animation of one search strip's placeholder box with its texts; returns its
 * stopper. Started again with other texts (the owner's, come after the page was drawn), it
 * stops the first animation and types the new ones.
 */
export function startSearchPlaceholder(box: Element, texts: readonly string[]): () => void {
  return startTypedPlaceholder(box, texts, SEARCH_ROTATION_MS, KEY_MS);
}

/**
 * Starts the animation of every search strip on the page (the header's, drawn by the server),
 * with the texts the server drew in it: its lines.
 */
export function startSearchPlaceholders(): void {
  // The strip's box carries the attribute (search-bar.tsx).
  for (const box of document.querySelectorAll('[data-typed-placeholder]')) {
    const lines = box.firstElementChild?.children ?? [];
    startSearchPlaceholder(
      box,
      Array.from(lines, (line) => line.textContent),
    );
  }
}
