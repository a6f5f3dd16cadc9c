import { describe, expect, it } from 'vitest';
import { FilterMemory, KEPT_SEARCHES } from './filter-memory';

// Decision 051: a search's hits are used only at the version they were kept at, a slower search
// never replaces a newer one's hits, and at most KEPT_SEARCHES texts are kept.

describe('the kept search hits', () => {
  it('are used only at the version they were kept at', () => {
    const memory = new FilterMemory({ maxBytes: 64 * 1024 * 1024 });
    memory.keepSearch('dien tro', '7', ['a', 'b'], undefined);
    expect(memory.searchOf('dien tro', '7')?.ids).toEqual(['a', 'b']);
    expect(memory.searchOf('dien tro', '8')?.ids).toBeUndefined();
    expect(memory.searchOf('quat hut', '7')?.ids).toBeUndefined();
  });

  it('are not replaced by hits found at an older version', () => {
    const memory = new FilterMemory({ maxBytes: 64 * 1024 * 1024 });
    memory.keepSearch('dien tro', '9', ['new'], undefined);
    memory.keepSearch('dien tro', '8', ['old'], undefined);
    expect(memory.searchOf('dien tro', '9')?.ids).toEqual(['new']);
    memory.keepSearch('dien tro', '10', ['newer'], undefined);
    expect(memory.searchOf('dien tro', '10')?.ids).toEqual(['newer']);
  });

  it('keep the texts asked most recently, at most KEPT_SEARCHES', () => {
    const memory = new FilterMemory({ maxBytes: 64 * 1024 * 1024 });
    for (let text = 0; text < KEPT_SEARCHES; text++)
      memory.keepSearch(`t${text}`, '1', [`${text}`], undefined);
    // Asked again: the first text is now the most recent, the second the least.
    expect(memory.searchOf('t0', '1')?.ids).toEqual(['0']);
    memory.keepSearch('one more', '1', ['x'], undefined);
    expect(memory.searchOf('t0', '1')?.ids).toEqual(['0']);
    expect(memory.searchOf('t1', '1')?.ids).toBeUndefined();
    expect(memory.searchOf('one more', '1')?.ids).toEqual(['x']);
  });
});
