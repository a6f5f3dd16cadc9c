import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTypedPlaceholder, typingCycle } from './typed-placeholder';

describe('typingCycle', () => {
  it('deletes back to what the next text shares, types the rest, and ends where it began', () => {
    expect(typingCycle(['ab', 'ac'], 1000, 50)).toEqual({
      steps: [
        { atMs: 0, line: 0, chars: 2 },
        // "ab" stands, then loses its "b": "a" is shared, so the box is on "ac" from here.
        { atMs: 1050, line: 1, chars: 1 },
        { atMs: 1100, line: 1, chars: 2 },
        { atMs: 2150, line: 0, chars: 1 },
        { atMs: 2200, line: 0, chars: 2 },
      ],
      cycleMs: 2200,
    });
  });

  it('deletes a whole text that shares nothing, and counts characters, not code units', () => {
    const { steps, cycleMs } = typingCycle(['Quạt', 'ổ'], 500, 10);
    expect(steps.map(({ line, chars }) => [line, chars])).toEqual([
      [0, 4],
      [0, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [1, 1],
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
    ]);
    expect(cycleMs).toBe(500 + 4 * 10 + 10 + 500 + 10 + 4 * 10);
  });

  it('moves to the next text after the pause when the next only adds to it', () => {
    const { steps } = typingCycle(['Search', 'Search "x"'], 1000, 50);
    expect(steps.slice(0, 3)).toEqual([
      { atMs: 0, line: 0, chars: 6 },
      { atMs: 1000, line: 1, chars: 6 },
      { atMs: 1050, line: 1, chars: 7 },
    ]);
  });
});

describe('startTypedPlaceholder', () => {
  const animated: { element: Element; keyframes: Keyframe[]; options: unknown }[] = [];
  let idle: (() => void)[];

  beforeEach(() => {
    animated.length = 0;
    idle = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    // jsdom can neither animate nor measure text: a character is as wide as its code, here.
    Element.prototype.animate = function (this: Element, keyframes, options) {
      animated.push({ element: this, keyframes: keyframes as Keyframe[], options });
      return { cancel: () => undefined } as Animation;
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      font: '',
      measureText: (text: string) => ({ width: text.codePointAt(0) === 0x61 ? 5 : 7 }),
    } as unknown as CanvasRenderingContext2D);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    // @ts-expect-error jsdom has none: the stub goes again.
    delete Element.prototype.animate;
    document.body.innerHTML = '';
  });

  /** The box as the search strip draws it: a line per text, and the cover with its caret. */
  function box(texts: string[]) {
    document.body.innerHTML =
      `<span id="box"><span>${texts.map((text) => `<span>${text}</span>`).join('')}</span>` +
      '<span><span></span></span></span>';
    const element = document.getElementById('box') as HTMLElement;
    const lines = element.firstElementChild as HTMLElement;
    Object.defineProperty(lines, 'offsetHeight', { value: 20 * texts.length });
    return element;
  }

  it('moves the cover past the typed characters and the lines to the shown text, in the next idle moment', () => {
    const element = box(['ab', 'ac']);

    startTypedPlaceholder(element, ['ab', 'ac'], 1000, 50);
    expect(animated).toEqual([]);
    idle.forEach((callback) => {
      callback();
    });

    const [cover, lines, caret] = animated;
    expect(cover?.element).toBe(element.children[1]);
    expect(cover?.keyframes.map(({ offset, translate }) => [offset, translate])).toEqual([
      [0, '12px'],
      [1050 / 2200, '5px'],
      [1100 / 2200, '12px'],
      [2150 / 2200, '5px'],
      [1, '12px'],
    ]);
    expect(lines?.element).toBe(element.children[0]);
    expect(lines?.keyframes.map(({ offset, translate }) => [offset, translate])).toEqual([
      [0, '0 0px'],
      [1050 / 2200, '0 -20px'],
      [2150 / 2200, '0 0px'],
      [1, '0 0px'],
    ]);
    expect(cover?.options).toEqual({ duration: 2200, iterations: Infinity });
    expect(caret?.element).toBe(element.children[1]?.firstElementChild);
  });

  it('starts a box once, and not at all where the shopper asks for reduced motion', () => {
    const element = box(['ab', 'ac']);
    startTypedPlaceholder(element, ['ab', 'ac'], 1000, 50);
    startTypedPlaceholder(element, ['ab', 'ac'], 1000, 50);
    expect(idle).toHaveLength(1);

    const still = box(['ab', 'ac']);
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    startTypedPlaceholder(still, ['ab', 'ac'], 1000, 50);
    expect(idle).toHaveLength(1);
  });

  it('types other texts in a box started with others: the first animation stops, the new one starts', () => {
    const cancelled: Element[] = [];
    Element.prototype.animate = function (this: Element, keyframes, options) {
      animated.push({ element: this, keyframes: keyframes as Keyframe[], options });
      return {
        cancel: () => {
          cancelled.push(this);
        },
      } as Animation;
    };
    const element = box(['ab', 'ac']);
    startTypedPlaceholder(element, ['ab', 'ac'], 1000, 50);
    idle.splice(0).forEach((callback) => {
      callback();
    });
    expect(animated).toHaveLength(3);

    // The owner's texts came: the strip draws them (still two lines here) and starts again.
    startTypedPlaceholder(element, ['ab', 'abc'], 1000, 50);
    expect(cancelled).toHaveLength(3);
    expect(idle).toHaveLength(1);
    idle.splice(0).forEach((callback) => {
      callback();
    });
    expect(animated).toHaveLength(6);
  });
});
