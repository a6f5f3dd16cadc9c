import { Suspense, lazy, useState } from 'react';
import { ArrowLeft, Search } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useIdleAfterLoad } from '../../lib/use-idle-after-load';
import {
  SEARCH_PLACEHOLDER,
  SEARCH_ROTATION_MS,
  SEARCH_SUGGESTIONS,
  SEARCH_TYPING_SPEED,
} from '../../lib/ui-settings';

// The animation is decoration: its code loads, and it starts, only once the page has loaded and
// the browser is idle (each typed character is a style, paint and compositor update, which showed
// as long tasks while the first page rendered). Until then the strip shows the sequence's first
// text, so nothing jumps when it starts.
const TypeAnimation = lazy(async () => ({
  default: (await import('react-type-animation')).TypeAnimation,
}));

// Module level: TypeAnimation restarts whenever it sees a new sequence array.
const TYPED_SEQUENCE = [
  SEARCH_PLACEHOLDER,
  SEARCH_ROTATION_MS,
  ...SEARCH_SUGGESTIONS.flatMap((word) => [`Search "${word}"`, SEARCH_ROTATION_MS]),
];

// The typed text changes every few dozen milliseconds: a fixed-size, strictly contained box keeps
// each change from laying out and painting anything outside it (it showed as long tasks).
const TYPED_TEXT = 'block h-5 min-w-0 flex-1 truncate leading-5 [contain:strict]';

const BOX =
  'flex h-11 w-full min-w-[300px] items-center gap-2 rounded-xl border border-stone-300 bg-stone-50 px-3 text-sm text-stone-600 lg:min-w-[420px]';

/** Off /search: a strip that goes to /search. On /search: the real input, kept in ?q=. */
export function SearchBar() {
  const { pathname } = useLocation();
  return pathname === '/search' ? <SearchInput /> : <SearchLink />;
}

function SearchLink() {
  const animate = useIdleAfterLoad();
  const placeholder = (
    <span aria-hidden="true" className={TYPED_TEXT}>
      {SEARCH_PLACEHOLDER}
    </span>
  );
  return (
    <Link
      to="/search"
      aria-label="Search products"
      className={`${BOX} transition hover:border-brand-400 hover:bg-white`}
    >
      <Search aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
      {/* Hidden from assistive tech: the changing text would be read out over and over. */}
      {animate ? (
        <Suspense fallback={placeholder}>
          <TypeAnimation
            aria-hidden="true"
            sequence={TYPED_SEQUENCE}
            wrapper="span"
            speed={SEARCH_TYPING_SPEED}
            repeat={Infinity}
            className={TYPED_TEXT}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </Link>
  );
}

function SearchInput() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // Local state keeps typing smooth; the URL follows each change.
  const [value, setValue] = useState(() => searchParams.get('q') ?? '');

  return (
    <div className="flex w-full items-center gap-2">
      <Link
        to="/"
        aria-label="Back to home"
        className="grid size-10 shrink-0 place-items-center rounded-full text-stone-700 hover:bg-stone-100 md:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      <label
        className={`${BOX} border-brand-400 bg-white focus-within:ring-2 focus-within:ring-brand-600`}
      >
        <Search aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <span className="sr-only">Search</span>
        <input
          type="search"
          // The same name as the page's query: browsers offer earlier searches for it, and a
          // field with neither name nor id is reported as a form without its key.
          name="q"
          // The shopper came here to type; the search page takes the focus.
          autoFocus
          value={value}
          placeholder={SEARCH_PLACEHOLDER}
          enterKeyHint="search"
          onChange={(event) => {
            const next = event.target.value;
            setValue(next);
            void navigate(`/search?q=${encodeURIComponent(next)}`, { replace: true });
          }}
          className="h-full w-full min-w-0 bg-transparent text-base text-stone-900 outline-none placeholder:text-stone-500 sm:text-sm"
        />
      </label>
    </div>
  );
}
