import { expect, type Page } from '@playwright/test';

/**
 * English words a shop page would show if a text were left untranslated: the specification's
 * English (its fixed texts, typos included) and the words of the English we added. None of them
 * is a Vietnamese word, so none may be seen on a Vietnamese page (issue 41), apart from product
 * data and brand names, which this list does not hold.
 */
const ENGLISH_WORDS = new Set(
  `
  about account accounts add added address addresses admin all amount and apply available back bank
  before buy cancel cancelled cart cash categories category change charge checkout choose city
  close code confirm contact continue copy copied country create dashboard date delete delivered
  delivery description details discount done download edit empty enter error failed
  filter first forgot free from have home image images invoice items last less list loading
  login logout minute mobile more my name new next no not number off only order ordered
  orders out page paid password pay payment pending phone place placed please policy
  previous price print proceed product products profile quantity quntity receipt recipient
  register remove reset retry return save search select send sent shipped shipping show sign
  size status stock sub submit subtotal success successfully summary tax terms the this total
  transfer try unit unpaid update upload user verify view warranty welcome with your
  `
    .split(/\s+/)
    .filter(Boolean),
);

/** The English words in the page's visible text, outside what `except` names (product data). */
export async function englishWordsOn(
  page: Page,
  except: readonly string[] = [],
): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (const phrase of except) text = text.replaceAll(phrase, ' ');
  // Words standing alone: a token such as a test's own "phone-mx0gyu1a" is data, not a text.
  const words = text
    .toLowerCase()
    .split(/[\s.,:;!?()[\]"“”'’|/·–—]+/)
    .filter((token) => /^[a-z]+$/.test(token));
  return [...new Set(words.filter((word) => ENGLISH_WORDS.has(word)))];
}

/** Fails when the page shows an English word in its visible text (Vietnamese pages). */
export async function expectNoEnglishOn(page: Page, except: readonly string[] = []): Promise<void> {
  expect(await englishWordsOn(page, except), `English words on ${page.url()}`).toEqual([]);
}
