import { useEffect, useEffectEvent, useRef } from 'react';
import { ArrowLeft, Search } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from '../../lib/router';
import { useLocale, useTexts } from '../../lib/locale';
import { useStorefrontWords } from '../../lib/storefront-words';
import { startSearchPlaceholder, typedTexts } from './search-placeholder';
import { searchTexts } from './search-texts';

// The typed text is drawn as every text on a line of its own, with a cover over what is not typed
// yet (see startTypedPlaceholder); a fixed-size, strictly contained box keeps it from laying out or
// painting anything outside it. Without the animation (no script yet, reduced motion) the cover
// stands aside and the first line, the placeholder, shows whole.
const TYPED_BOX =
  'relative block h-5 min-w-0 flex-1 overflow-hidden bg-inherit leading-5 [contain:strict]';
const TYPED_LINES = 'block [will-change:translate]';
const TYPED_COVER =
  'absolute inset-y-0 left-0 w-full translate-x-full bg-inherit [will-change:translate]';
const TYPED_CARET = 'absolute top-0.5 left-0 h-4 w-px bg-stone-500 opacity-0';

// Below 375 px and from 768 px up the strip shrinks with the header's row (there it shares the
// row with the logo and the buttons, which keep their room); from 1024 px up it is 420 px at least.
const BOX =
  'flex h-11 w-full min-w-[300px] items-center max-[374px]:min-w-0 md:min-w-0 gap-2 rounded-xl border border-stone-300 bg-stone-50 px-3 text-sm text-stone-600 lg:min-w-[420px]';

/** Off /search: a strip that goes to /search. On /search: the real input, kept in ?q=. */
export function SearchBar() {
  const { pathname } = useLocation();
  return pathname === '/search' ? <SearchInput /> : <SearchLink />;
}

function SearchLink() {
  const t = useTexts(searchTexts);
  const locale = useLocale();
  // The owner's placeholder and suggestions in the page's locale (shop settings).
  const texts = typedTexts(useStorefrontWords(), locale);
  const textsKey = JSON.stringify(texts);
  const typed = useRef<HTMLSpanElement>(null);
  // On the page the server drew, main.tsx has started it already (this is then a no-op); when the
  // owner's texts come after, the box types them instead.
  useEffect(
    () =>
      typed.current
        ? startSearchPlaceholder(typed.current, JSON.parse(textsKey) as string[])
        : undefined,
    [textsKey],
  );
  return (
    <Link
      to="/search"
      aria-label={t.searchProducts}
      className={`${BOX} transition hover:border-brand-400 hover:bg-white`}
    >
      <Search aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
      {/* Hidden from assistive tech: the changing text would be read out over and over. */}
      <span ref={typed} aria-hidden="true" data-typed-placeholder="" className={TYPED_BOX}>
        <span className={TYPED_LINES}>
          {texts.map((text, line) => (
            // The same text may come twice: its line is what tells them apart.
            <span key={line} className="block h-5 whitespace-pre">
              {text}
            </span>
          ))}
        </span>
        <span className={TYPED_COVER}>
          <span className={TYPED_CARET} />
        </span>
      </span>
    </Link>
  );
}

function SearchInput() {
  const t = useTexts(searchTexts);
  const { searchPlaceholder } = useStorefrontWords();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const search = (text: string) => {
    void navigate(`/search?q=${encodeURIComponent(text)}`, { replace: true });
  };

  // The field keeps what is typed (typing stays smooth) and the URL follows each change. On a page
  // the server drew, the shopper may have typed before the app ran (decision 035): that text is
  // searched for as the app takes the field over.
  const searchTypedBeforeTheApp = useEffectEvent(() => {
    const typed = input.current?.value ?? '';
    if (typed !== (searchParams.get('q') ?? '')) search(typed);
  });
  useEffect(() => {
    searchTypedBeforeTheApp();
  }, []);

  return (
    <div className="flex w-full items-center gap-2">
      <Link
        to="/"
        aria-label={t.backHome}
        className="grid size-10 shrink-0 place-items-center rounded-full text-stone-700 hover:bg-stone-100 md:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      <label
        className={`${BOX} border-brand-400 bg-white focus-within:ring-2 focus-within:ring-brand-600`}
      >
        <Search aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <span className="sr-only">{t.search}</span>
        <input
          type="search"
          // The same name as the page's query: browsers offer earlier searches for it, and a
          // field with neither name nor id is reported as a form without its key.
          name="q"
          // The shopper came here to type; the search page takes the focus.
          autoFocus
          ref={input}
          defaultValue={searchParams.get('q') ?? ''}
          placeholder={searchPlaceholder}
          enterKeyHint="search"
          onChange={(event) => {
            search(event.target.value);
          }}
          className="h-full w-full min-w-0 bg-transparent text-base text-stone-900 outline-none placeholder:text-stone-500 sm:text-sm"
        />
      </label>
    </div>
  );
}
