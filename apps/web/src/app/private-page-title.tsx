import { privatePageTitleAt } from '@shop/contract';
import { useLocation } from '../lib/router';
import { useLocale } from '../lib/locale';
import { usePageTitle } from '../lib/use-page-title';

/**
 * Titles the tab of the pages that title no content of their own (account, cart, checkout, the end
 * of a payment) as the server does on a first visit, so that moving there from a product no longer
 * leaves the product's name in the tab. Other pages title themselves.
 */
export function PrivatePageTitle() {
  // Under the router's basename the path has no /vi: the locale says which words.
  usePageTitle(privatePageTitleAt(useLocation().pathname, useLocale()));
  return null;
}
