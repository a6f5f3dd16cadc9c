import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import type { AdminHeaterQuoteSave, HeaterQuote } from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { apiDownload } from '../../lib/api-download';

// Under the inbox's key, so a change to the request (or a sent quote) asks both again.
const quotesKey = (requestId: string) => ['admin-heater-requests', requestId, 'quotes'] as const;

/** The versions of a request's quote, newest first. */
export function useHeaterQuotes(requestId: string) {
  return useQuery({
    queryKey: quotesKey(requestId),
    queryFn: async ({ signal }): Promise<HeaterQuote[]> =>
      (await apiRequest(endpoints.adminHeaterQuotes, { body: { requestId }, signal })).data.quotes,
    staleTime: 0,
  });
}

/**
 * Writes the draft: the answer is the version as the server priced it. Silent: the editor shows a
 * refusal's field problems next to the fields and toasts the rest itself.
 */
export function useSaveHeaterQuote(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminHeaterQuoteSave) =>
      apiRequest(endpoints.adminHeaterQuoteSave, { body }),
    meta: { silent: true },
    onSuccess: async (answer) => {
      // The draft is the newest version: shown at once, in the place of its earlier save.
      const { quote } = answer.data;
      queryClient.setQueryData<HeaterQuote[]>(quotesKey(requestId), (quotes) =>
        quotes ? [quote, ...quotes.filter((other) => other._id !== quote._id)] : [quote],
      );
      // A new request moves to "quoting" with its first draft: the request is asked again too.
      await queryClient.invalidateQueries({ queryKey: ['admin-heater-requests'] });
    },
  });
}

/** Sends a draft; the answer holds the buyer's link, shown once. A refusal is toasted by the cache. */
export function useSendHeaterQuote(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: string) =>
      apiRequest(endpoints.adminHeaterQuoteSend, { body: { quoteId } }),
    onSuccess: async (answer) => {
      // Shown at once as the server now has them: this one sent, the one sent before superseded.
      const { quote } = answer.data;
      queryClient.setQueryData<HeaterQuote[]>(quotesKey(requestId), (quotes) =>
        quotes?.map((other) =>
          other._id === quote._id
            ? quote
            : other.status === 'sent'
              ? { ...other, status: 'superseded' as const }
              : other,
        ),
      );
      await queryClient.invalidateQueries({ queryKey: ['admin-heater-requests'] });
    },
  });
}

/** How often the opener looks whether the print tab has drawn its page. */
const PRINT_CHECK_MS = 250;
/** The longest the printed page is kept in memory for a tab this page cannot look into. */
const PRINT_KEEP_MS = 60_000;

/**
 * Whether the print tab has drawn the page at `url` (its document is built: the page no longer
 * needs the url, and printing it reads the document, not the url), or is gone: closed, or moved
 * on to a page of another origin, which this page may not read.
 */
function printTabDone(tab: Window | null, url: string): boolean {
  if (!tab) return false;
  if (tab.closed) return true;
  try {
    return tab.document.URL === url && tab.document.readyState === 'complete';
  } catch {
    return true;
  }
}

/**
 * Opens a sent version's printed quote (the server's page, as the buyer's link prints it) in a new
 * tab: fetched with the staff's login, then shown from memory. The tab is opened on the click
 * itself, so a popup blocker lets it through; it closes again when the page cannot be had. The
 * page's memory (its object url) is freed once the tab has drawn it, or at the latest when this
 * screen goes away.
 */
export function useOpenQuotePrint() {
  const pending = useRef(new Set<() => void>());
  useEffect(() => {
    const revokes = pending.current;
    return () => {
      for (const revoke of [...revokes]) revoke();
    };
  }, []);
  return useMutation({
    // Its failure is toasted by the cache with the server's words.
    mutationFn: async (quoteId: string) => {
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      try {
        const { blob } = await apiDownload(
          { method: 'GET', path: `/api/admin/heater-quotes/${quoteId}/print` },
          '',
        );
        // The blob keeps the page's own type (text/html; charset=utf-8), so the tab draws it.
        const url = URL.createObjectURL(blob);
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
        let checks = 0;
        const revoke = () => {
          window.clearInterval(timer);
          pending.current.delete(revoke);
          URL.revokeObjectURL(url);
        };
        const timer = window.setInterval(() => {
          checks += 1;
          if (printTabDone(tab, url) || checks * PRINT_CHECK_MS >= PRINT_KEEP_MS) revoke();
        }, PRINT_CHECK_MS);
        pending.current.add(revoke);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}
