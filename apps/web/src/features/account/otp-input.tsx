import { useRef } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useTexts } from '../../lib/locale';
import { recoveryTexts } from './recovery-texts';

interface OtpInputProps {
  /** One entry per box: a digit or ''. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * One box per digit: typing moves to the next box, Backspace in an empty box goes back,
 * and a pasted code fills all the boxes.
 */
export function OtpInput({ digits, onChange }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const t = useTexts(recoveryTexts);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, digits.length - 1))];
    box?.focus();
    box?.select();
  };

  /** Writes `text`'s digits into the boxes from `start` on, then focuses the box after them. */
  const fill = (start: number, text: string) => {
    const next = [...digits];
    const typed = onlyDigits(text).slice(0, digits.length - start);
    for (let offset = 0; offset < typed.length; offset += 1) {
      next[start + offset] = typed.charAt(offset);
    }
    onChange(next);
    focusBox(start + typed.length);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (!pasted) return;
    event.preventDefault();
    // A whole code goes in from the first box, whichever box had the focus.
    fill(pasted.length >= digits.length ? 0 : index, pasted);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <div role="group" aria-label={t.otpGroup} className="flex justify-between gap-2">
      {digits.map((digit, index) => (
        <input
          // The boxes are a fixed row; their position is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          aria-label={t.otpDigit(index + 1, digits.length)}
          maxLength={1}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          onFocus={(event) => {
            // Selected, so typing over a filled box replaces its digit.
            event.target.select();
          }}
          onChange={(event) => {
            const typed = onlyDigits(event.target.value);
            if (typed) {
              fill(index, typed);
            } else {
              const next = [...digits];
              next[index] = '';
              onChange(next);
            }
          }}
          onKeyDown={(event) => {
            onKeyDown(index, event);
          }}
          onPaste={(event) => {
            onPaste(index, event);
          }}
          className="aspect-square w-full max-w-14 min-w-0 rounded-xl border border-stone-300 bg-white text-center text-xl font-bold text-stone-900 shadow-xs outline-none transition focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30"
        />
      ))}
    </div>
  );
}
