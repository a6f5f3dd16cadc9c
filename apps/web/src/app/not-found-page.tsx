import { Link } from '../lib/router';
import { useTexts } from '../lib/locale';
import { shellTexts } from './shell-texts';

/** Any route the shop does not have. */
export function NotFoundPage() {
  const t = useTexts(shellTexts);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <p className="text-7xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold text-stone-900">{t.notFoundTitle}</h1>
      <p className="mt-2 text-stone-600">{t.notFoundHint}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-xl bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t.backHome}
        </Link>
        <Link
          to="/search"
          className="rounded-xl px-5 py-2.5 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100"
        >
          {t.searchProducts}
        </Link>
      </div>
    </section>
  );
}
