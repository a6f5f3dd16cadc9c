import { useEffect } from 'react';
import { homeTitle } from '@shop/contract';
import { useLocale } from './locale';
import { SHOP_NAME } from './shop-contact';

/**
 * Titles the browser tab as the server titles the page on a first visit (decision 026), when the
 * page changes without a new document: "<title> | shop", or the home page's title for ''. Nothing
 * changes while the title is not known yet (undefined).
 */
export function usePageTitle(title: string | undefined): void {
  const locale = useLocale();
  useEffect(() => {
    if (title !== undefined) {
      document.title = title ? `${title} | ${SHOP_NAME}` : homeTitle(SHOP_NAME, locale);
    }
  }, [title, locale]);
}
