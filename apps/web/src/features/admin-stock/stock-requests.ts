import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import * as endpoints from '@shop/contract/endpoints';
import type { StockAdjustRequest, StockHistory, StockItem } from '@shop/contract';
import { apiRequest } from '../../lib/api-client';

// Kept here rather than in lib/query-keys, which ships with every page's first download.
const historyKey = (productId: string) => ['admin-stock-history', productId] as const;
const ITEMS_KEY = 'admin-stock-items';

/** A product's stock history, page by page of older movements. */
export function useStockHistory(productId: string) {
  return useInfiniteQuery({
    queryKey: historyKey(productId),
    queryFn: async ({ pageParam, signal }): Promise<StockHistory> =>
      (
        await apiRequest(endpoints.adminStockHistory, {
          body: { productId, ...(pageParam === undefined ? {} : { before: pageParam }) },
          signal,
        })
      ).data,
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: 0,
  });
}

/** The goods-received form's items: these products', or those the search finds ('' finds none). */
export function useStockItems(query: string, productIds: readonly string[]) {
  return useQuery({
    queryKey: [ITEMS_KEY, query, ...productIds],
    queryFn: async ({ signal }): Promise<StockItem[]> =>
      (
        await apiRequest(endpoints.adminStockItems, {
          body: { query, productIds: [...productIds] },
          signal,
        })
      ).data.items,
    enabled: query !== '' || productIds.length > 0,
    staleTime: 0,
  });
}

/** Records goods received; the histories shown since are read again. */
export function useReceiveStock(onDone: (items: StockItem[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      lines: { productId: string; variantId: string | null; quantity: number }[];
      note: string;
    }) => apiRequest(endpoints.adminStockReceive, { body }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      onDone(answer.data.items);
      await queryClient.invalidateQueries({ queryKey: ['admin-stock-history'] });
      await queryClient.invalidateQueries({ queryKey: [ITEMS_KEY] });
    },
  });
}

/** A correction, damage or return: the history answered is shown at once, from its first page. */
export function useAdjustStock(productId: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockAdjustRequest) => apiRequest(endpoints.adminStockAdjust, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(historyKey(productId), {
        pages: [answer.data],
        pageParams: [undefined],
      });
      toast.success(answer.message);
      onDone();
    },
  });
}
