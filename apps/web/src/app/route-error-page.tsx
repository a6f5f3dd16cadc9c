import { Link } from '../lib/router';
import { useTexts } from '../lib/locale';
import { shellTexts } from './shell-texts';

/**
 * Shown when rendering or loading a page fails, most often a chunk that no longer exists after a
 * deploy; reloading fetches the new build.
 */
export function RouteErrorPage() {
  const t = useTexts(shellTexts);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t.errorTitle}</h1>
      <p className="mt-2 text-stone-600">{t.errorHint}</p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          onClick={() => {
            window.location.reload();
          }}
          className="rounded-xl bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t.reload}
        </button>
        <Link
          to="/"
          className="rounded-xl px-5 py-2.5 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100"
        >
          {t.backHome}
        </Link>
      </div>
    </section>
  );
}
