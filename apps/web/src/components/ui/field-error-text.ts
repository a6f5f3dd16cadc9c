import type { Locale } from '@shop/contract';
import { fieldErrorTexts } from './field-texts';

type Words = (typeof fieldErrorTexts)['en'];

/**
 * A field's error in the words of the form it sits in, in the page's locale. The shared schemas
 * word their messages for API clients, after the body's key ("address_line is required",
 * "discount must be at most 100"); under a field the shopper reads its label (already in the page's
 * locale), once. The contract's fixed mobile message is said in the locale too; other messages that
 * do not start with the key (the spec's fixed texts, messages already written for the form) are
 * shown as they are.
 */
export function fieldErrorText(
  message: string | undefined,
  key: string,
  label: string | undefined,
  locale: Locale = 'vi',
): string | undefined {
  const words: Words = fieldErrorTexts[locale];
  if (message === fieldErrorTexts.vi.mobileInvalid) return words.mobileInvalid;
  if (message === undefined || label === undefined) return message;
  if (!message.startsWith(`${key} `)) return withLabelForKey(message, key, label);
  const rest = message.slice(key.length + 1);
  for (const [pattern, say] of RESTS) {
    const match = pattern.exec(rest);
    if (match) return say(words, label, match[1] ?? '');
  }
  return `${label} ${rest}`;
}

/**
 * A message the API already wrote in the page's language (a vi page asks for vi: "Vui lòng nhập
 * address_line") names the field by its key: the shopper reads its label there instead.
 */
function withLabelForKey(message: string, key: string, label: string): string {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return message.replace(new RegExp(`(^|\\s)${escaped}(?=[\\s:,.]|$)`), `$1${label}`);
}

/** What the schemas say after the key, and the same in the form's words. */
const RESTS: [RegExp, (words: Words, label: string, number: string) => string][] = [
  [/^is required$/, (w, label) => w.required(label)],
  [/^must be at most (\d+) characters$/, (w, label, n) => w.maxChars(label, n)],
  [/^must be at least (\d+) characters$/, (w, label, n) => w.minChars(label, n)],
  [/^must be at most (\d+)$/, (w, label, n) => w.max(label, n)],
  [/^must be at least (\d+)$/, (w, label, n) => w.min(label, n)],
  [/^must be a valid e-mail address$/, (w, label) => w.email(label)],
  [/^must be a whole number of dong$/, (w, label) => w.wholeDong(label)],
  [/^must be a whole number$/, (w, label) => w.wholeNumber(label)],
  [/^must be a number$/, (w, label) => w.number(label)],
  [/^must be (\d+) digits$/, (w, label, n) => w.digits(label, n)],
  [/^must be a phone number of 8 to 20 digits$/, (w, label) => w.phone(label)],
  [/^must be letters, digits, spaces or dashes$/, (w, label) => w.postalChars(label)],
];
