import { expect, test, type Page } from '@playwright/test';
import { productPath, listingPath } from '@shop/contract';
import {
  callAs,
  logIn,
  placeCashOrder,
  productsInStock,
  registerShopper,
  SAMPLE_ADDRESS,
  type ProductInfo,
} from './support';

// Nothing that stays put while the page scrolls (the floating contact links, the header, the bars
// of primary actions) lies over a heading, a total, a price or a button, at any scroll position, on
// the pages shoppers and the owner reported: a product, a listing with a product out of stock,
// registration, checkout, My Orders with the cart bar, and the admin's order list, which carries
// no floating shopper links at all.

interface Covered {
  scrollY: number;
  target: string;
  by: string;
}

/**
 * Scrolls the page from the top to the end in steps of 40 px (less than any fixed control is tall,
 * so every control meets every target on the way) and answers, at each position, the targets a
 * fixed or sticky element is drawn over, found with `elementFromPoint` on points along each target:
 * a button's box, and the lines of a heading's, a price's or a total's text.
 *
 * A bar along the top or the bottom edge as wide as the screen (the header, the cart bar, the
 * checkout's ways to pay) only takes that part of the screen: content scrolled under it comes out
 * again as the page scrolls on, as it does under the header. It is reported where it cannot: under
 * a bottom bar at the end of the page, under a top bar at its start. Anything else fixed (a
 * floating button) is reported wherever it lies over a target.
 */
async function coveredWhileScrolling(page: Page): Promise<Covered[]> {
  return page.evaluate(async () => {
    const PRICE = /\d[\d.,]*\s?(?:VND|₫|đ)(?![\p{L}])/u;
    const OUT_OF_STOCK = /out of stock|hết hàng/i;
    const isShown = (element: Element): boolean => {
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) return false;
      const box = element.getBoundingClientRect();
      // Screen-reader-only text is a clipped box of 1 px.
      return box.width > 2 && box.height > 2;
    };
    const pinned = new Map<Element, boolean>();
    const isPinned = (element: Element): boolean => {
      let answer = pinned.get(element);
      if (answer === undefined) {
        const { position } = getComputedStyle(element);
        answer = position === 'fixed' || position === 'sticky';
        pinned.set(element, answer);
      }
      return answer;
    };
    /** The outermost fixed or sticky element holding `element` (itself included), if any. */
    const pinnedHolder = (element: Element): Element | null => {
      let found: Element | null = null;
      for (let at: Element | null = element; at; at = at.parentElement) {
        if (isPinned(at)) found = at;
      }
      return found;
    };
    const describe = (element: Element): string => {
      const text = element.textContent.replace(/\s+/g, ' ').trim().slice(0, 50);
      const label = element.getAttribute('aria-label');
      const classes = typeof element.className === 'string' ? element.className.slice(0, 60) : '';
      return `<${element.tagName.toLowerCase()}${label ? ` aria-label="${label}"` : ''}${classes ? ` class="${classes}"` : ''}> "${text}"`;
    };

    /** Each target with the rectangles that must stay uncovered: a box, or lines of text. */
    const targets = (): { element: Element; rects: DOMRect[] }[] => {
      const found: { element: Element; rects: DOMRect[] }[] = [];
      const textRects = (node: Node): DOMRect[] => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return Array.from(range.getClientRects()).filter(
          (rect) => rect.width > 2 && rect.height > 2,
        );
      };
      const buttons = document.querySelectorAll(
        'button, [role="button"], input[type="submit"], input[type="button"]',
      );
      for (const button of Array.from(buttons)) {
        if (isShown(button))
          found.push({ element: button, rects: [button.getBoundingClientRect()] });
      }
      for (const heading of Array.from(
        document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'),
      )) {
        if (isShown(heading)) found.push({ element: heading, rects: textRects(heading) });
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        if (!parent || !(PRICE.test(text) || OUT_OF_STOCK.test(text))) continue;
        if (parent.closest('script, style, template') || !isShown(parent)) continue;
        found.push({ element: parent, rects: textRects(node) });
      }
      // Controls and texts that are themselves part of a fixed bar move with it.
      return found.filter(({ element }) => pinnedHolder(element) === null);
    };

    const covered: Covered[] = [];
    const seen = new Set<string>();
    const step = 40;
    for (let y = 0; ; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      pinned.clear();
      const width = window.innerWidth;
      const height = window.innerHeight;
      const maxScroll = document.documentElement.scrollHeight - height;
      const atStart = window.scrollY <= 0;
      const atEnd = window.scrollY >= maxScroll - 1;
      for (const { element, rects } of targets()) {
        for (const rect of rects) {
          const top = Math.max(rect.top + 1, 0);
          const bottom = Math.min(rect.bottom - 1, height - 1);
          const left = Math.max(rect.left + 1, 0);
          const right = Math.min(rect.right - 1, width - 1);
          if (top > bottom || left > right) continue;
          const xs = [left, (left + right) / 2, right];
          const ys = [top, (top + bottom) / 2, bottom];
          for (const x of xs) {
            for (const pointY of ys) {
              const hit = document.elementFromPoint(x, pointY);
              if (!hit || element.contains(hit) || hit.contains(element)) continue;
              const holder = pinnedHolder(hit);
              if (!holder || holder.contains(element)) continue;
              const box = holder.getBoundingClientRect();
              const fullWidth = box.left <= 1 && box.right >= width - 1;
              const alongTop = fullWidth && box.top <= 1;
              const alongBottom = fullWidth && box.bottom >= height - 1;
              if ((alongTop && !atStart) || (alongBottom && !atEnd)) continue;
              const key = `${describe(element)}|${describe(holder)}`;
              if (seen.has(key)) continue;
              seen.add(key);
              covered.push({
                scrollY: window.scrollY,
                target: describe(element),
                by: describe(holder),
              });
            }
          }
        }
      }
      if (atEnd) break;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return covered;
  });
}

/**
 * Waits until the page is all there: the app running (a first move of the mouse starts it on a
 * page the server drew), its footer drawn, and the contact links shown where a page has them.
 */
async function settle(page: Page, what: { contactLinks: boolean; ready: () => Promise<void> }) {
  await page.mouse.move(2, 2);
  await what.ready();
  await expect(page.locator('footer')).toBeVisible({ timeout: 15_000 });
  if (what.contactLinks) {
    await expect(contactLinks(page).locator('visible=true').first()).toBeVisible({
      timeout: 15_000,
    });
  }
  // Fonts and images in place, so nothing moves once measured.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}

async function expectNothingCovered(page: Page, name: string): Promise<void> {
  const covered = await coveredWhileScrolling(page);
  expect(covered, `${name} at ${page.viewportSize()?.width} px`).toEqual([]);
}

/**
 * The shopper's contact links outside the footer (which names the seller's contacts on every page):
 * the call and Zalo links and the phones' button that opens them.
 */
function contactLinks(page: Page) {
  return page.locator(
    ':is(a[href^="tel:"], a[href*="zalo.me"], button[popovertarget]):not(footer *)',
  );
}

test('a product page, a listing with a product out of stock and registration keep their headings, prices and buttons clear', async ({
  page,
  request,
}) => {
  const [product] = await productsInStock(request, 'dien tro', 1);
  if (!product) throw new Error('no product');
  await page.goto(productPath(product));
  await settle(page, {
    contactLinks: true,
    ready: () => expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible(),
  });
  await expectNothingCovered(page, 'the product page');

  // A listing holding a product out of stock.
  const response = await request.post('/api/product/search-product', {
    data: { search: 'dien tro', limit: 50 },
  });
  const { data } = (await response.json()) as { data: ProductInfo[] };
  const soldOut = data.find((each) => each.stock <= 0 && each.category[0] && each.subCategory[0]);
  if (!soldOut?.category[0] || !soldOut.subCategory[0]) throw new Error('no product out of stock');
  await page.goto(listingPath(soldOut.category[0], soldOut.subCategory[0]));
  await settle(page, {
    contactLinks: true,
    ready: () => expect(page.getByText('Out of stock').first()).toBeVisible(),
  });
  await expectNothingCovered(page, 'the listing');

  await page.goto('/register');
  await settle(page, {
    contactLinks: true,
    ready: () => expect(page.getByRole('button', { name: 'Register' })).toBeVisible(),
  });
  await expectNothingCovered(page, 'registration');
});

test("checkout's totals and ways to pay, and My Orders' cancel under the cart bar, stay clear", async ({
  page,
}) => {
  const shopper = await registerShopper(page.request, 'fixed-controls');
  const products = await productsInStock(page.request, 'quat', 3);
  await callAs(page.request, shopper, 'POST', '/api/address/create', SAMPLE_ADDRESS);
  // Orders to cancel on My Orders, then a cart (the phone's cart bar) for checkout.
  for (const product of products.slice(0, 2)) await placeCashOrder(page, shopper, product);
  for (const product of products) {
    await callAs(page.request, shopper, 'POST', '/api/cart/create', { productId: product._id });
  }
  await logIn(page, shopper.email, shopper.password);

  await page.goto('/checkout');
  await settle(page, {
    contactLinks: true,
    ready: () => expect(page.getByText('Grand total').first()).toBeVisible(),
  });
  await expectNothingCovered(page, 'checkout');

  await page.goto('/dashboard/myorders');
  await settle(page, {
    contactLinks: true,
    ready: () => expect(page.getByRole('button', { name: 'Cancel order' }).first()).toBeVisible(),
  });
  await expectNothingCovered(page, 'My Orders');
});

test('the admin pages carry no floating shopper links, and the order list keeps its totals clear', async ({
  page,
}) => {
  await logIn(page, 'admin@example.com', 'admin12345');
  for (const path of ['/dashboard', '/dashboard/orders', '/dashboard/product']) {
    await page.goto(path);
    await settle(page, {
      contactLinks: false,
      ready: () => expect(page.getByRole('heading').first()).toBeVisible(),
    });
    await expect(contactLinks(page), path).toHaveCount(0);
  }
  await page.goto('/dashboard/orders');
  await settle(page, {
    contactLinks: false,
    ready: () => expect(page.getByText(/\d\sVND/).first()).toBeVisible(),
  });
  await expectNothingCovered(page, 'the admin order list');
});
