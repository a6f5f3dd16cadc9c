import type { TextsLike } from '@shop/contract';
import type { heaterRequestTexts } from './heater-request-texts';

type Words = TextsLike<(typeof heaterRequestTexts)['vi']>;

/**
 * A field's problem in the form's words. The contract's schema words its messages for API callers
 * after the field's key ("tubeDiameterMm must be at least 6 mm"); under a field the buyer reads
 * its label, in the page's locale.
 */
export function heaterFieldError(message: string, label: string, t: Words): string {
  let match = /must be at least ([\d.]+)(?: (\S+))?$/.exec(message);
  if (match && !message.includes('characters'))
    return t.atLeast(label, match[1] ?? '', match[2] ?? '');
  match = /must be at most ([\d.]+)(?: (\S+))?$/.exec(message);
  if (match && !message.includes('characters'))
    return t.atMost(label, match[1] ?? '', match[2] ?? '');
  if (message.includes('must leave at least 10 mm')) return t.unheatedTooLong;
  if (message.includes('must leave at least 50 mm')) return t.coldEndsTooLong;
  if (message.includes('twice the tube diameter')) return t.bendTooTight;
  if (message.includes('takes at most one decimal')) return t.oneDecimal(label);
  if (message.includes('must be a whole number')) return t.wholeNumber(label);
  if (message.startsWith('description must say')) return t.descriptionShort;
  if (message.startsWith('contact.phone')) return t.phoneInvalid;
  if (message.startsWith('contact.email')) return t.emailInvalid;
  if (message.startsWith('contact.taxCode')) return t.taxCodeInvalid;
  if (message.startsWith('wantedDate')) return t.dateInvalid;
  if (/is required$|must be a number|must be text|Invalid input/.test(message))
    return t.required(label);
  return t.invalid(label);
}
