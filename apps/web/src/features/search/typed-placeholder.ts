// No React here: the entry (main.tsx) starts the animation on a server-drawn page before the app's
// code is loaded, and the search strip starts it when the app draws the strip itself.
import { whenIdle } from '../../lib/idle-after-load';

/** What the placeholder shows at a moment: one of its texts, typed up to a number of characters. */
export interface TypingStep {
  /** From the start of the cycle. */
  atMs: number;
  /** Which text (its line in the box). */
  line: number;
  /** How many of its characters (code points) show. */
  chars: number;
}

/** How many code points `a` and `b` begin with alike. */
function commonPrefixLength(a: readonly string[], b: readonly string[]): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

/**
 * One cycle of the animation, as a typist does it: the first text stands typed, each text stays
 * `pauseMs`, then its characters are deleted back to what it shares with the next text, and the
 * rest of the next is typed, one key every `keyMs`; after the last text comes the first again, and
 * the cycle ends where it began. The steps are when the shown text changes.
 */
export function typingCycle(
  texts: readonly string[],
  pauseMs: number,
  keyMs: number,
): { steps: TypingStep[]; cycleMs: number } {
  const characters = texts.map((text) => Array.from(text));
  const steps: TypingStep[] = [{ atMs: 0, line: 0, chars: characters[0]?.length ?? 0 }];
  let atMs = 0;
  characters.forEach((current, line) => {
    const nextLine = (line + 1) % characters.length;
    const next = characters[nextLine] ?? [];
    const kept = commonPrefixLength(current, next);
    atMs += pauseMs;
    for (let chars = current.length - 1; chars >= kept; chars--) {
      atMs += keyMs;
      steps.push({ atMs, line, chars });
    }
    // Both texts show the same characters here: the box changes to the next line unseen.
    if (current.length === kept) steps.push({ atMs, line: nextLine, chars: kept });
    else steps[steps.length - 1] = { atMs, line: nextLine, chars: kept };
    for (let chars = kept + 1; chars <= next.length; chars++) {
      atMs += keyMs;
      steps.push({ atMs, line: nextLine, chars });
    }
  });
  return { steps, cycleMs: atMs };
}

/** The boxes whose animation runs: the texts it types (one key) and its stopper. */
const started = new WeakMap<Element, { texts: string; stop: () => void }>();

/**
 * Starts the typing animation of a placeholder box drawn by the search strip: a box holding the
 * texts as lines, and a cover (in the strip's background, the caret at its left edge) over what is
 * not typed yet. The animation runs on the compositor, as transforms only: the cover moves to stand
 * after the shown characters, and the lines move up to the shown text. Nothing of it runs on the
 * page's main thread once started: no style, layout or paint per character, which kept phones
 * busy for as long as the page was open.
 *
 * The texts are measured now and the animation starts in the next idle moment (the first text
 * stands for a while anyway): two short tasks instead of one. Does nothing where the shopper asks
 * for reduced motion, where the browser cannot animate, or when the box's animation already runs
 * with these texts; a box animated with other texts (the owner's, come after the page was drawn)
 * is stopped and started again. Returns a function that stops it.
 */
export function startTypedPlaceholder(
  box: Element,
  texts: readonly string[],
  pauseMs: number,
  keyMs: number,
): () => void {
  const stop = () => undefined;
  const key = JSON.stringify(texts);
  const running = started.get(box);
  if (running?.texts === key) return stop;
  running?.stop();
  const lines = box.firstElementChild;
  const cover = lines?.nextElementSibling;
  const caret = cover?.firstElementChild;
  if (
    !(lines instanceof HTMLElement) ||
    !(cover instanceof HTMLElement) ||
    !(caret instanceof HTMLElement) ||
    lines.children.length !== texts.length ||
    typeof cover.animate !== 'function' ||
    matchMedia('(prefers-reduced-motion: reduce)').matches
  ) {
    return stop;
  }
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return stop;

  // The lines' font, measured on a canvas (a character at a time: the sum strays from the drawn
  // text by under a pixel), so no text is laid out for it.
  context.font = getComputedStyle(lines).font;
  const charWidths = new Map<string, number>();
  const prefixWidths = texts.map((text) => {
    const widths = [0];
    for (const character of text) {
      let width = charWidths.get(character);
      if (width === undefined) {
        width = context.measureText(character).width;
        charWidths.set(character, width);
      }
      widths.push((widths.at(-1) ?? 0) + width);
    }
    return widths;
  });
  const lineHeight = lines.offsetHeight / texts.length;

  const { steps, cycleMs } = typingCycle(texts, pauseMs, keyMs);
  const coverFrames: Keyframe[] = [];
  const lineFrames: Keyframe[] = [];
  let shownLine: number | undefined;
  for (const { atMs, line, chars } of steps) {
    const offset = atMs / cycleMs;
    // Each step holds until the next: the text jumps a key at a time, as typed text does.
    coverFrames.push({
      offset,
      easing: 'step-end',
      translate: `${prefixWidths[line]?.[chars] ?? 0}px`,
    });
    if (line !== shownLine || offset === 1) {
      lineFrames.push({ offset, easing: 'step-end', translate: `0 ${-line * lineHeight}px` });
      shownLine = line;
    }
  }
  const timing: KeyframeAnimationOptions = { duration: cycleMs, iterations: Infinity };
  const animations: Animation[] = [];
  const cancelStart = whenIdle(() => {
    animations.push(
      cover.animate(coverFrames, timing),
      lines.animate(lineFrames, timing),
      caret.animate(
        [
          { offset: 0, opacity: 1, easing: 'step-end' },
          { offset: 0.5, opacity: 0, easing: 'step-end' },
          { offset: 1, opacity: 0 },
        ],
        { duration: CARET_BLINK_MS, iterations: Infinity },
      ),
    );
  });
  const stopThis = () => {
    cancelStart();
    for (const animation of animations) animation.cancel();
    if (started.get(box)?.stop === stopThis) started.delete(box);
  };
  started.set(box, { texts: key, stop: stopThis });
  return stopThis;
}

/** The caret shows for half of this, and is hidden for the other half. */
const CARET_BLINK_MS = 1100;
